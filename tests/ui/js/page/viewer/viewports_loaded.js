// Whether the first n viewports have loaded and none is loading.
(n) => {
  const v = [...document.querySelectorAll("#nl-viewer .nlv-vp")];
  return v.length >= n && v.slice(0, n).every((e) => e.dataset.loaded && e.dataset.loading === "0");
};

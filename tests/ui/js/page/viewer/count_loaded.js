// Whether the viewer has n viewports, each with data and not loading.
(n) => {
  const S = document.querySelector("#nl-viewer .nlv").nlv;
  return S.vps.length === n && S.vps.every((vp) => vp.data && vp.box.dataset.loading === "0");
};

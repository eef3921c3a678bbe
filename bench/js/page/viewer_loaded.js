// Whether the first viewport has loaded its case and is not loading anything now.
() => {
  const v = document.querySelector("#nl-viewer .nlv-vp");
  return v && v.dataset.loaded && v.dataset.loading === "0";
};

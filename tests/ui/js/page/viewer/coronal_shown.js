// Whether the first viewport has loaded the coronal plane and its label names the y position.
() => {
  const v = document.querySelector("#nl-viewer .nlv-vp");
  return (
    v.dataset.plane === "coronal" &&
    v.dataset.loading === "0" &&
    v.querySelector(".nlv-label").textContent.includes(" y = ")
  );
};

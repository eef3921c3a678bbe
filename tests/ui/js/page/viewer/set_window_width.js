// Types a window width (a string) into the first viewport's width box, as a user would.
(width) => {
  const vp = document.querySelector("#nl-viewer .nlv-vp");
  const w = vp.querySelector(".nlv-ww");
  w.value = width;
  w.dispatchEvent(new Event("change"));
};

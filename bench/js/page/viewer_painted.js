// Whether the real viewer has painted its first slice.
() => {
  const b = document.querySelector("#nl-viewer .nlv-vp");
  return !!(b && b.dataset.painted);
};

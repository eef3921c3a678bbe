// Whether the first viewport has painted an image.
() => {
  const b = document.querySelector("#nl-viewer .nlv-vp");
  return !!(b && b.dataset.painted);
};

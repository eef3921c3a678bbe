// For each measurement label of the first viewport: whether it lies inside the image, and its
// number of lines.
() => {
  const vp = document.querySelector("#nl-viewer .nlv").nlv.vps[0];
  const c = vp.canvas.getBoundingClientRect();
  return [...vp.stage.querySelectorAll(".nlv-measure text")].map((t) => {
    const r = t.getBoundingClientRect();
    const inside =
      r.left >= c.left - 0.5 &&
      r.right <= c.right + 0.5 &&
      r.top >= c.top - 0.5 &&
      r.bottom <= c.bottom + 0.5;
    return { inside, lines: t.children.length };
  });
};

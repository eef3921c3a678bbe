// The first viewport's canvas as grey levels (its red channel), row by row.
() => {
  const c = document.querySelector("#nl-viewer .nlv-vp canvas");
  const d = c.getContext("2d").getImageData(0, 0, c.width, c.height).data;
  const g = [];
  for (let i = 0; i < d.length; i += 4) g.push(d[i]);
  return g;
};

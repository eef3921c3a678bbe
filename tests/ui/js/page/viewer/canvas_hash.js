// The first viewport's slice index, position, a hash of its pixels (FNV-1a over the red
// channel) and its label.
() => {
  const c = document.querySelector("#nl-viewer .nlv-vp canvas");
  const d = c.getContext("2d").getImageData(0, 0, c.width, c.height).data;
  let h = 2166136261;
  for (let i = 0; i < d.length; i += 4) {
    h ^= d[i];
    h = Math.imul(h, 16777619) >>> 0;
  }
  return [
    c.dataset.index,
    c.dataset.position,
    h,
    document.querySelector("#nl-viewer .nlv-vp .nlv-label").textContent,
  ];
};

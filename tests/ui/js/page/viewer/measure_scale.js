// The first viewport's measurements, voxel spacing, canvas pixels per screen pixel and slice.
() => {
  const vp = document.querySelector("#nl-viewer .nlv").nlv.vps[0];
  const r = vp.canvas.getBoundingClientRect();
  return { m: vp.measurements, sp: vp.spacing, k: vp.canvas.width / r.width, index: vp.index };
};

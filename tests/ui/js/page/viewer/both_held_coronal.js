// Whether the first two viewports hold their volumes, the second on the coronal plane of the
// first one's sequence.
() => {
  const v = document.querySelector("#nl-viewer .nlv").nlv.vps;
  const held = (vp) => !!(vp.data && vp.data.vol && vp.data.vol.complete);
  return held(v[0]) && held(v[1]) && v[1].plane === "coronal" && v[1].seqId === v[0].seqId;
};

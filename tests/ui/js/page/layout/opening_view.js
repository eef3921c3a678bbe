// What the first viewport shows against the case's opening view, and where its slice label and
// value readout end against the window height.
() => {
  const S = document.querySelector("#nl-viewer .nlv").nlv;
  const vp = S.vps[0];
  const bottom = (e) => e.getBoundingClientRect().bottom;
  const readout = vp.box.querySelector(".nlv-readout");
  return {
    open: S.spec.open,
    seq: vp.seqId,
    index: vp.index,
    plane: vp.plane,
    label: bottom(vp.label),
    readout: readout ? bottom(readout) : null,
    text: vp.label.textContent,
    height: window.innerHeight,
  };
};

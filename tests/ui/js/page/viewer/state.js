// The first viewport's window, slice, sequence, plane and the windows it offers.
() => {
  const vp = document.querySelector("#nl-viewer .nlv").nlv.vps[0];
  return {
    win: vp.win,
    name: vp.winSel.value,
    index: vp.index,
    seq: vp.seqId,
    plane: vp.plane,
    options: [...vp.winSel.options].map((o) => o.value),
  };
};

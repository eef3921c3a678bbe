// The first viewport's pixels as the browser drew them and the same slice as the server draws
// it: [source, width, height, browser grey levels, server grey (base64), window].
async () => {
  const S = document.querySelector("#nl-viewer .nlv").nlv;
  const vp = S.vps[0];
  const d = vp.ctx2d.getImageData(0, 0, vp.canvas.width, vp.canvas.height).data;
  const grey = new Array(d.length / 4);
  for (let i = 0; i < grey.length; i++) grey[i] = d[4 * i];
  const r = await S.server.nl_slice({
    case_id: S.spec.case_id,
    sequence_id: vp.seqId,
    plane: vp.plane,
    index: vp.index,
    convention: S.spec.convention,
    window: { center: vp.win[0], width: vp.win[1] },
  });
  return [vp.box.dataset.source, vp.canvas.width, vp.canvas.height, grey, r.grey, vp.win];
};

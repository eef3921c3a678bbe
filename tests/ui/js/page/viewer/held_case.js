// Whether case c is on screen, its first viewport on the whole volume held in the browser.
(c) => {
  const r = document.querySelector("#nl-viewer .nlv");
  const vp = r && r.nlv && r.nlv.vps[0];
  return r.dataset.case === c && !!(vp && vp.data && vp.data.vol && vp.data.vol.complete);
};

// Whether the first viewport shows its sequence from the whole volume held in the browser.
() => {
  const r = document.querySelector("#nl-viewer .nlv");
  const vp = r && r.nlv && r.nlv.vps[0];
  return !!(vp && vp.data && vp.data.vol && vp.data.vol.complete);
};

// Whether case c is on screen, its first viewport with data and not loading.
(c) => {
  const r = document.querySelector("#nl-viewer .nlv");
  const vp = r && r.nlv && r.nlv.vps[0];
  return r.dataset.case === c && !!(vp && vp.data) && vp.box.dataset.loading === "0";
};

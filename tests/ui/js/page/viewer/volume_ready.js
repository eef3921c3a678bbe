// Whether the browser holds the first viewport's volume (some of it, at least).
() => {
  const S = document.querySelector("#nl-viewer .nlv").nlv;
  const e = S.volumes.get(S.spec.case_id + "|" + S.vps[0].seqId + "|" + S.spec.convention);
  return !!(e && e.vol);
};

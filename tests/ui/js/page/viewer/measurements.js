// The first viewport's measurements (rulers and ellipses).
() => document.querySelector("#nl-viewer .nlv").nlv.vps[0].measurements;

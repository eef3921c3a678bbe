// Whether the viewer shows n viewports, each with its data.
(n) =>
  [...document.querySelectorAll("#nl-viewer .nlv-vp")].length === n &&
  document.querySelector("#nl-viewer .nlv").nlv.vps.every((v) => v.data);

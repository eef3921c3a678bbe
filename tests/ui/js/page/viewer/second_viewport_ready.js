// Whether the viewer shows two viewports and the second has its data.
() =>
  document.querySelectorAll("#nl-viewer .nlv-vp").length === 2 &&
  document.querySelector("#nl-viewer .nlv").nlv.vps[1].data;

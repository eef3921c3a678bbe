// The first two viewports' slice, crosshair and volume size: [index, cross, count, width, height].
() =>
  document
    .querySelector("#nl-viewer .nlv")
    .nlv.vps.slice(0, 2)
    .map((v) => [v.index, v.cross, v.data.count, v.data.width, v.data.height]);

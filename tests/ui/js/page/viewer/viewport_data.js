// One data attribute of the first viewport (cine, cineFrames, scale...).
(key) => document.querySelector("#nl-viewer .nlv-vp").dataset[key];

// The right edge of the first image on screen.
() => document.querySelector("#nl-viewer .nlv-canvas").getBoundingClientRect().right;

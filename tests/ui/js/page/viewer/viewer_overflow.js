// How many pixels the viewer is wider than its box (0 when nothing overflows).
() => document.querySelector("#nl-viewer").scrollWidth - document.querySelector("#nl-viewer").clientWidth;

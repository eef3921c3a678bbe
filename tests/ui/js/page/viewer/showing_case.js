// Whether the viewer shows case c.
(c) => document.querySelector("#nl-viewer .nlv").dataset.case === c;

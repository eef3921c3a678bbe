// Whether the first viewport shows another slice than index (a string, as in its dataset).
(index) => document.querySelector("#nl-viewer .nlv-vp canvas").dataset.index !== index;

// The case the viewer shows.
() => document.querySelector("#nl-viewer .nlv").dataset.case;

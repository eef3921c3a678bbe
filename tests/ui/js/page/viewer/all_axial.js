// Whether every viewport shows the axial plane.
() => [...document.querySelectorAll("#nl-viewer .nlv-vp")].every((v) => v.dataset.plane === "axial");

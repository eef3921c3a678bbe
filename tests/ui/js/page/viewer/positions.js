// Each viewport's slice position (mm).
() => [...document.querySelectorAll("#nl-viewer .nlv-vp canvas")].map((c) => +c.dataset.position);

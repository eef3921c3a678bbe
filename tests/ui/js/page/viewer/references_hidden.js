// Whether every reference line is hidden.
() => [...document.querySelectorAll("#nl-viewer .nlv-ref")].every((l) => l.style.display === "none");

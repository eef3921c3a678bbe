// Whether a viewer status line (written by Python from the viewer's report) contains text.
(text) => [...document.querySelectorAll(".nl-viewer-status")].some((e) => e.textContent.includes(text));

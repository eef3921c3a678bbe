// Whether every image of the Query preview has loaded.
() => [...document.querySelectorAll("#nl-preview-images img")].every((i) => i.complete);

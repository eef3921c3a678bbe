// Whether every side-by-side column (one selector each) shows text still arriving.
(ids) => ids.every((s) => document.querySelector(s).innerText.includes("streaming"));

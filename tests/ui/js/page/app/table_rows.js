// A gr.Dataframe's headers (their titles) and shown rows of cell texts: [headers, rows].
(s) => [
  [...document.querySelectorAll(s + " thead th")].map((th) => th.title),
  [...document.querySelectorAll(s + " [role=grid] [role=row]")].map((r) =>
    [...r.querySelectorAll("[role=gridcell]")].map((c) => c.innerText.trim()),
  ),
];

// The case list's title cells: their text and whether it is clipped.
() =>
  [...document.querySelectorAll("#nl-case-list [role=gridcell]")]
    .filter((c) => c.getAttribute("aria-colindex") === "2")
    .map((c) => ({
      text: c.innerText.trim(),
      clipped: c.scrollWidth > c.clientWidth + 1 || c.scrollHeight > c.clientHeight + 1,
    }));

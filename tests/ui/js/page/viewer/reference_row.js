// The second viewport's reference row: [row, index of the viewport it follows], null if hidden.
() => {
  const l = document.querySelectorAll("#nl-viewer .nlv-vp")[1].querySelector(".nlv-ref-row");
  return l && l.style.display !== "none" ? [Number(l.dataset.at), l.dataset.from] : null;
};

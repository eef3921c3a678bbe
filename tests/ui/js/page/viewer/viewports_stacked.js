// Whether every viewport starts at the same x (one column, as on a narrow window).
() => {
  const v = [...document.querySelectorAll("#nl-viewer .nlv-vp")].map(
    (e) => e.getBoundingClientRect().x,
  );
  return Math.max(...v) - Math.min(...v) < 1;
};

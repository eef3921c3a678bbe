// Whether the tab has drawn what its load events draw: no spinner, no placeholder, and every
// block's height is the same as at the previous poll (gradio lays blocks out over several
// frames; callers poll every quarter of a second).
() => {
  const sig = [...document.querySelectorAll(".block")].map((e) => e.clientHeight).join(",");
  const same = window.__nlLayout === sig;
  window.__nlLayout = sig;
  // gradio's "empty value" placeholder (a div with a prohibited aria-label) shows while a plot
  // is still loading; the app never leaves a plot empty, so it must be gone once settled.
  const placeholders = [...document.querySelectorAll(".empty")].some((e) => e.offsetParent);
  return same && !placeholders && !document.querySelector(".pending, .generating");
};

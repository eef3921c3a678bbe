// Steps the first viewport N slices with the arrow keys; each step timed to the animation frame
// that shows it.
async (n) => {
  const vp = document.querySelector('#nl-viewer .nlv-vp');
  vp.focus();
  const out = [];
  for (let i = 0; i < n; i++) {
    const key = (Math.floor(i / 40) % 2) ? 'ArrowUp' : 'ArrowDown';
    const t0 = performance.now();
    vp.dispatchEvent(new KeyboardEvent('keydown', {key, bubbles: true}));
    await new Promise(r => requestAnimationFrame(() => r()));
    out.push(performance.now() - t0);
  }
  return out;
};

// The naive slider-and-image page: one slider step, timed until the new image is decoded and
// shown.
async (value) => {
  const range = document.querySelector('#naive-slider input[type=range]');
  const img = () => document.querySelector('#naive-image img');
  const before = img() ? img().src : '';
  const t0 = performance.now();
  range.value = String(value);
  range.dispatchEvent(new Event('input', {bubbles: true}));
  range.dispatchEvent(new Event('change', {bubbles: true}));
  const start = performance.now();
  while (!img() || img().src === before || !img().complete) {
    await new Promise(r => setTimeout(r, 1));
    if (performance.now() - start > 20000) throw new Error('timeout');
  }
  await img().decode();
  await new Promise(r => requestAnimationFrame(() => r()));
  return performance.now() - t0;
};

// Explore's side panels (the case list and the case record) give their width to the images:
// they fold away when the viewer shows three viewports on a screen narrower than WIDE px, and
// come back with one or two; the record's "hide/show case list and record" button folds or
// unfolds them at any time (folded, the record is that button alone, upright at the right
// edge), and from then on the reader's choice stands. Run once at page load (launch(js=...));
// the viewer announces its viewport count with an 'nlv-layout' event.
(() => {
  const WIDE = 1800;
  let chosen = null;  // null: follow the viewport count; true/false: the reader's choice
  const row = () => document.getElementById('nl-explore');

  function fold(folded) {
    const r = row();
    if (!r || r.classList.contains('nl-panels-folded') === folded) return;
    r.classList.toggle('nl-panels-folded', folded);
    const button = document.getElementById('nl-panels-toggle');
    if (button) {
      button.textContent = folded ? '◂ show case list and record' : 'hide case list and record ▸';
      button.setAttribute('aria-expanded', String(!folded));
    }
    // the images column changed width: re-fit once the new widths are laid out
    requestAnimationFrame(() => {
      for (const v of r.querySelectorAll('.nlv')) if (v.nlv && v.nlv.relayout) v.nlv.relayout();
    });
  }

  document.addEventListener('nlv-layout', (e) => {
    if (chosen !== null || !(e.target instanceof Element) || !e.target.closest('#nl-explore')) return;
    fold(e.detail.count >= 3 && window.innerWidth < WIDE);
  });
  document.addEventListener('click', (e) => {
    const button = e.target instanceof Element ? e.target.closest('#nl-panels-toggle') : null;
    if (!button) return;
    chosen = !row().classList.contains('nl-panels-folded');
    fold(chosen);
  });
})();

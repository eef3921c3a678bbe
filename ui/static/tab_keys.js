// Arrow keys move between the app's tabs (WAI-ARIA tabs pattern, automatic activation): with
// a tab focused, Left/Right go to the previous/next tab (wrapping), Home/End to the first/last,
// and the tab reached is opened. Run once by gradio at page load (launch(js=...)).
document.addEventListener('keydown', (e) => {
  const tab = e.target instanceof Element ? e.target.closest('[role=tab]') : null;
  if (!tab || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
  const list = tab.closest('[role=tablist]');
  if (!list) return;
  const tabs = [...list.querySelectorAll('[role=tab]')].filter((t) => !t.disabled && t.offsetParent);
  const at = tabs.indexOf(tab);
  if (at < 0) return;
  const moves = {ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1};
  if (!(e.key in moves)) return;
  e.preventDefault();
  const next = tabs[(moves[e.key] + tabs.length) % tabs.length];
  next.focus();
  next.click();
}, true);

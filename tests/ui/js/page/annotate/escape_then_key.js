// Esc in a text box and the next key in the same moment, before any timer runs (a busy page
// delivers input before timers): the key must reach the annotate keys, not the text box.
(key) => {
  const box = document.activeElement;
  box.dispatchEvent(new KeyboardEvent('keydown', {key: 'Escape', bubbles: true, cancelable: true}));
  const next = document.activeElement;
  next.dispatchEvent(new KeyboardEvent('keydown', {key: key, bubbles: true, cancelable: true}));
  return next === box ? 'still in the box' : 'left the box';
};

// Page script for the browser tests (page.add_init_script): nlRecordTexts(selector, marker)
// keeps, in the page, every distinct text the element shows while it holds `marker`, so a test
// sees each streamed state however late Python polls on a loaded machine.
window.nlSeenTexts = [];
window.nlRecordTexts = (selector, marker) => {
  window.nlSeenTexts = [];
  const note = () => {
    const el = document.querySelector(selector);
    const text = el ? el.innerText : "";
    const seen = window.nlSeenTexts;
    if (text.includes(marker) && seen[seen.length - 1] !== text) seen.push(text);
  };
  new MutationObserver(note).observe(document.body, {
    subtree: true,
    childList: true,
    characterData: true,
  });
  note();
};

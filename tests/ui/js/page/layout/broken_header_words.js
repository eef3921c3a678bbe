// The words of the table headers under selector sel that break over two lines (one client
// rectangle per line a word spans).
(sel) => {
  const broken = [];
  for (const th of document.querySelectorAll(sel + " th")) {
    const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      for (const m of n.textContent.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(n, m.index);
        range.setEnd(n, m.index + m[0].length);
        const rows = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        if (rows.size > 1) broken.push(m[0]);
      }
    }
  }
  return broken;
};

// Whether the element matching s exists and its text contains t.
([s, t]) => {
  const e = document.querySelector(s);
  return !!e && e.innerText.includes(t);
};

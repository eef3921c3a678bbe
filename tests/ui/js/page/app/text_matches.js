// Whether the element matching sel exists and its text matches the regular expression pat.
([sel, pat]) => {
  const e = document.querySelector(sel);
  return !!e && new RegExp(pat).test(e.innerText);
};

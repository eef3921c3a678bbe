// Whether keyboard focus is on the tab button named n.
(n) => {
  const e = document.activeElement;
  return !!e && e.getAttribute("role") === "tab" && e.innerText.trim() === n;
};

// Whether the Query status has changed from old and names a run.
(old) => {
  const t = document.querySelector("#nl-query-status").innerText;
  return t !== old && t.includes("Run run-");
};

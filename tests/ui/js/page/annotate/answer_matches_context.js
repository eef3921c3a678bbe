// Whether the answer on screen and the context beside it belong to the same sample.
() => {
  const a = document.querySelector("#nl-annotate-answer .nl-answer-text");
  const c = document.querySelector("#nl-ann-context .nl-context");
  return a && c && a.dataset.sid && a.dataset.sid === c.dataset.sid;
};

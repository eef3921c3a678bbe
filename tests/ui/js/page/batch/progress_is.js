// Whether the Batch progress bar is in state s, shows text t and, when p is given, is at p percent.
([s, t, p]) => {
  const e = document.querySelector("#nl-batch-progress .nl-batch-progress");
  return !!e && e.dataset.state === s && e.innerText.includes(t) && (!p || e.dataset.percent === p);
};

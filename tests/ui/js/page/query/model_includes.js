// Whether the Query tab's model box names the model m.
(m) => document.querySelector("#nl-model input").value.includes(m);

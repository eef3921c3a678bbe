// Whether the Query tab's case box names case c.
(c) => {
  const i = document.querySelector("#nl-query-case input");
  return !!i && i.value.includes(c);
};

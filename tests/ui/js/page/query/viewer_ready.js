// Whether the Query tab's viewer has loaded its first viewport and is not loading.
() => {
  const v = document.querySelector("#nl-query-viewer .nlv-vp");
  return !!v && v.dataset.loaded && v.dataset.loading === "0";
};

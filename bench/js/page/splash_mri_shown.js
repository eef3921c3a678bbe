// Whether the start-up page shows its demo MRI slice.
() => {
  const i = document.getElementById("nl-splash-mri");
  return !!(i && !i.hidden && i.complete && i.naturalWidth > 0);
};

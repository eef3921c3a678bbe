// Each viewport's image size and label/readout bottoms, whether the case list and the record
// are shown, the panels button's text and the window height.
() => {
  const S = document.querySelector("#nl-viewer .nlv").nlv;
  const shown = (id) => {
    const e = document.getElementById(id);
    return !!e && e.getBoundingClientRect().width > 0;
  };
  return {
    vps: S.vps.map((vp) => {
      const readout = vp.box.querySelector(".nlv-readout");
      return {
        w: vp.canvas.getBoundingClientRect().width,
        h: vp.canvas.getBoundingClientRect().height,
        label: vp.label.getBoundingClientRect().bottom,
        readout: readout ? readout.getBoundingClientRect().bottom : null,
      };
    }),
    cases: shown("nl-explore-cases"),
    record: shown("nl-provenance"),
    button: document.getElementById("nl-panels-toggle").textContent.trim(),
    height: innerHeight,
  };
};

// Puts grey-on-white text (#faint) and a button without a focus ring (#ringless) at the top of
// the app, for checking that the accessibility probe reports them.
() => {
  const box = document.createElement("div");
  box.innerHTML =
    '<p id="faint" style="color:#bbb;background:#fff">faint</p>' +
    '<button id="ringless" style="outline:none !important">x</button>';
  document.querySelector(".gradio-container").prepend(box);
};

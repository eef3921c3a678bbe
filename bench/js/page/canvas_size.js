// The first viewport's canvas size in device pixels, as "WxH".
() => {
  const c = document.querySelector("#nl-viewer .nlv-canvas");
  return c.width + "x" + c.height;
};

// The first viewport's pan offset [tx, ty] in screen pixels.
() => {
  const v = document.querySelector("#nl-viewer .nlv").nlv.vps[0].view;
  return [v.tx, v.ty];
};

// The Query viewer's box, each preview image's size on screen and natural size and position
// (page coordinates), and whether the request JSON is shown.
() => {
  const viewer = document.querySelector("#nl-query-viewer").getBoundingClientRect();
  const imgs = [...document.querySelectorAll("#nl-preview-images img")];
  return {
    viewer: { right: viewer.right, top: viewer.top + scrollY, bottom: viewer.bottom + scrollY },
    images: imgs.map((i) => {
      const r = i.getBoundingClientRect();
      return {
        w: r.width,
        h: r.height,
        nw: i.naturalWidth,
        nh: i.naturalHeight,
        left: r.left,
        top: r.top + scrollY,
      };
    }),
    json: !!document.querySelector("#nl-preview-json"),
  };
};

/* exported paintSlice, paintGrey, paintCross, fitCanvas */
// Painting one viewport, from what it holds alone: the slice on its canvas (palette indices of
// the browser's volume walked in display order through the window's LUT, or a server plane's
// grey bytes, or a 2D frame), the crosshair lines, and the canvas's on-screen size.

function paintSlice(vp) {
  const d = vp.data;
  if (!d) return;
  if (d.isStack) {
    const f = d.frames[vp.index];
    vp.ctx2d.clearRect(0, 0, vp.canvas.width, vp.canvas.height);
    vp.ctx2d.drawImage(f, 0, 0);
    return;
  }
  if (d.vol) {
    const g = d.geo, t0 = performance.now();
    walkPlane(canvasPixels(vp), d.vol.idx, d.lut, g.base + vp.index * g.kstep, g.height, g.width, g.rstep, g.cstep);
    vp.ctx2d.putImageData(vp.img, 0, 0);
    vp.drawMs = performance.now() - t0;  // the drawing itself, for the study bench
  } else {
    paintGrey(vp, d.bytes, vp.index * d.width * d.height);
  }
}

function canvasPixels(vp) {
  // The canvas's ImageData as 32-bit pixels (made again after sizeCanvas resizes the canvas).
  if (!vp.img) { vp.img = vp.ctx2d.createImageData(vp.canvas.width, vp.canvas.height); vp.px = new Uint32Array(vp.img.data.buffer); }
  return vp.px;
}

function paintGrey(vp, src, off) {
  // Grey levels from `off` (a server plane's slice, or a first slice) on the canvas as sized.
  const px = canvasPixels(vp), n = px.length, grey = vp.invert ? GREY_INV : GREY;
  for (let p = 0; p < n; p++) px[p] = grey[src[off + p]];
  vp.ctx2d.putImageData(vp.img, 0, 0);
}

function walkPlane(px, idx, lut, base, h, w, rs, cs) {
  // px[r * w + c] = lut[idx[base + r * rs + c * cs]]. A row whose voxels lie apart in memory
  // (the sagittal plane: 1 KB between neighbours) reads a new cache line per voxel, so eight
  // rows are walked together to keep more of those reads in flight (512x200: 1.7 -> 1.0 ms).
  let p = 0, r = 0, o0 = base;
  if (cs !== 1 && cs !== -1) {
    for (; r + 7 < h; r += 8, o0 += 8 * rs) {
      for (let c = 0, o = o0, q = p; c < w; c++, o += cs, q++) {
        px[q] = lut[idx[o]];
        px[q + w] = lut[idx[o + rs]];
        px[q + 2 * w] = lut[idx[o + 2 * rs]];
        px[q + 3 * w] = lut[idx[o + 3 * rs]];
        px[q + 4 * w] = lut[idx[o + 4 * rs]];
        px[q + 5 * w] = lut[idx[o + 5 * rs]];
        px[q + 6 * w] = lut[idx[o + 6 * rs]];
        px[q + 7 * w] = lut[idx[o + 7 * rs]];
      }
      p += 8 * w;
    }
  }
  for (; r < h; r++, o0 += rs) {
    for (let c = 0, o = o0; c < w; c++, o += cs) px[p++] = lut[idx[o]];
  }
}

function paintCross(vp, wanted) {
  // The crosshair at vp.cross (row, col in image pixels), hidden when off, outside or 2D.
  const inside = vp.cross && vp.data && vp.cross[0] > -0.5 && vp.cross[0] < vp.data.height - 0.5
    && vp.cross[1] > -0.5 && vp.cross[1] < vp.data.width - 0.5;
  const show = wanted && inside && !vp.data.isStack;
  vp.hline.style.display = show ? '' : 'none';
  vp.vline.style.display = show ? '' : 'none';
  if (!show) return;
  const cw = parseFloat(vp.canvas.style.width) || vp.canvas.width;
  const ch = parseFloat(vp.canvas.style.height) || vp.canvas.height;
  vp.hline.style.top = ((vp.cross[0] + 0.5) / vp.data.height * ch) + 'px';
  vp.vline.style.left = ((vp.cross[1] + 0.5) / vp.data.width * cw) + 'px';
}

// The height an image may take so that, with the page scrolled to its top, the slice label and
// the value readout under it still end inside the window: from where the viewport's stage
// starts on the page (below the header, the tabs and the viewer's controls) to the window's
// bottom, less the rows under the image.
function fitHeight(vp) {
  const top = vp.stage.getBoundingClientRect().top + window.scrollY;
  let below = 8;  // the viewport's padding and border
  for (let e = vp.stage.nextElementSibling; e; e = e.nextElementSibling) below += e.offsetHeight;
  below = Math.max(below, 48);  // label and readout before they have text
  return window.innerHeight - top - below;
}

function fitCanvas(vp, share) {
  // 1:1 shows one image pixel per device pixel. Fit is as large as the viewport's width and
  // the window's height allow (the page header, viewer controls, slice label and readout stay
  // on screen: fitHeight; `share` viewports split the height), in millimetres so the physical
  // aspect holds.
  // Enlarged pixels stay crisp squares; shrunk ones are smoothed (no aliasing).
  const w = vp.canvas.width, h = vp.canvas.height;
  const sp = vp.spacing || [1, 1];  // (row_mm, col_mm)
  vp.stage.classList.toggle('nlv-full', vp.zoom === '1:1');
  vp.box.dataset.zoom = vp.zoom;
  if (vp.zoom === '1:1') {
    const dpr = window.devicePixelRatio || 1;
    vp.canvas.style.width = (w / dpr) + 'px';
    vp.canvas.style.height = (h / dpr) + 'px';
    vp.canvas.style.imageRendering = 'pixelated';
    return;
  }
  const aw = w * (sp[1] || 1), ah = h * (sp[0] || 1);
  const avail = Math.max(vp.stage.clientWidth || 300, 120);
  const maxH = Math.max(320 / share, fitHeight(vp) / share);
  const s = Math.min(avail / aw, maxH / ah);
  vp.canvas.style.width = Math.floor(aw * s) + 'px';
  vp.canvas.style.height = Math.floor(ah * s) + 'px';
  const enlarged = Math.min(aw * s / w, ah * s / h) >= 1;
  vp.canvas.style.imageRendering = enlarged ? 'pixelated' : 'auto';
}

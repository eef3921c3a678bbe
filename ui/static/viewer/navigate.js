/* exported installZoomPan, installMeasure, applyView */
// Zoom and pan of one viewport (Ctrl/⌘ + wheel or a pinch zooms about the pointer; middle-button
// drag, Alt + drag, or a plain drag while zoomed in pans), and the two measuring tools (a ruler
// in mm and an elliptical region with mean, SD and area). Both work on the image wrapper's CSS
// transform, so the crosshair and the overlays move with the pixels and the side letters, which
// sit on the stage outside it, stay on screen at every zoom.

function applyView(vp) {
  const v = vp.view;
  vp.wrap.style.transformOrigin = '0 0';
  vp.wrap.style.transform = 'translate(' + v.tx + 'px, ' + v.ty + 'px) scale(' + v.scale + ')';
  vp.box.dataset.scale = String(+v.scale.toFixed(4));
}

function installZoomPan(vp, api) {
  vp.view = {scale: 1, tx: 0, ty: 0};
  const zoomAt = (x, y, factor) => {
    const v = vp.view, r = vp.wrap.getBoundingClientRect();
    const scale = Math.min(Math.max(v.scale * factor, 0.25), 32);
    const k = 1 - scale / v.scale;  // keeps the image point under (x, y) where it is
    v.tx += (x - r.left) * k; v.ty += (y - r.top) * k; v.scale = scale;
    applyView(vp); api.linked(vp);
  };
  vp.zoomAt = zoomAt;
  vp.stage.addEventListener('wheel', (e) => {
    if (!(e.ctrlKey || e.metaKey)) return;  // a plain wheel steps slices (viewer.js)
    e.preventDefault(); e.stopImmediatePropagation();
    zoomAt(e.clientX, e.clientY, Math.exp(-e.deltaY / 300));
  }, {passive: false, capture: true});

  const pointers = new Map();
  let pan = null, pinch = null;
  vp.stage.addEventListener('pointerdown', (e) => {
    pointers.set(e.pointerId, [e.clientX, e.clientY]);
    if (pointers.size === 2) {
      const [a, b] = [...pointers.values()];
      pinch = {d: Math.hypot(a[0] - b[0], a[1] - b[1]), scale: vp.view.scale};
      pan = null;
      return;
    }
    const panning = e.button === 1 || (e.button === 0 && (e.altKey || (vp.view.scale > 1 && !e.shiftKey && !vp.tool)));
    if (!panning) return;
    pan = {x: e.clientX, y: e.clientY, tx: vp.view.tx, ty: vp.view.ty, moved: false};
    vp.stage.setPointerCapture(e.pointerId);
    if (e.button === 1) e.preventDefault();
  });
  vp.stage.addEventListener('pointermove', (e) => {
    if (pointers.has(e.pointerId)) pointers.set(e.pointerId, [e.clientX, e.clientY]);
    if (pinch && pointers.size === 2) {
      const [a, b] = [...pointers.values()];
      const d = Math.hypot(a[0] - b[0], a[1] - b[1]);
      zoomAt((a[0] + b[0]) / 2, (a[1] + b[1]) / 2, pinch.scale * d / pinch.d / vp.view.scale);
      return;
    }
    if (!pan) return;
    vp.view.tx = pan.tx + e.clientX - pan.x; vp.view.ty = pan.ty + e.clientY - pan.y;
    pan.moved = pan.moved || Math.abs(e.clientX - pan.x) + Math.abs(e.clientY - pan.y) > 3;
    applyView(vp); api.linked(vp);
  });
  const end = (e) => {
    pointers.delete(e.pointerId);
    if (pointers.size < 2) pinch = null;
    if (pan && pan.moved) vp.suppressClick = true;  // a pan is not a crosshair click
    pan = null;
  };
  vp.stage.addEventListener('pointerup', end);
  vp.stage.addEventListener('pointercancel', end);
}

// Display pixel (row, col) under a client point, in the image's own pixel units.
function pixelAt(vp, x, y) {
  const r = vp.canvas.getBoundingClientRect();
  return [(y - r.top) / r.height * vp.canvas.height, (x - r.left) / r.width * vp.canvas.width];
}

function installMeasure(vp, api) {
  const NS = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(NS, 'svg');
  svg.setAttribute('class', 'nlv-measure');
  vp.wrap.appendChild(svg);
  vp.measurements = [];
  const tools = document.createElement('span');
  tools.className = 'nlv-measure-tools';
  const buttons = {};
  for (const [name, text, title] of [['ruler', 'ruler', 'distance in mm: drag across the image'],
    ['ellipse', 'ellipse', 'region: drag a box; mean, SD and area of the ellipse inside'],
    ['clear', 'clear', 'remove the measurements of this viewport']]) {
    const b = document.createElement('button');
    b.type = 'button'; b.className = 'nlv-' + name; b.textContent = text; b.title = title;
    b.setAttribute('aria-pressed', 'false');
    buttons[name] = b; tools.appendChild(b);
  }
  const setTool = (name) => {
    vp.tool = vp.tool === name ? null : name;
    for (const n of ['ruler', 'ellipse']) buttons[n].setAttribute('aria-pressed', String(vp.tool === n));
    vp.stage.classList.toggle('nlv-measuring', !!vp.tool);
  };
  buttons.ruler.addEventListener('click', () => setTool('ruler'));
  buttons.ellipse.addEventListener('click', () => setTool('ellipse'));
  buttons.clear.addEventListener('click', () => { vp.measurements = []; draw(); api.changed(vp); });

  const scale = () => ({w: vp.canvas.width, h: vp.canvas.height});
  const draw = () => {
    svg.textContent = '';
    const {w, h} = scale();
    svg.setAttribute('viewBox', '0 0 ' + w + ' ' + h);
    for (const m of vp.measurements.filter(m => m.index === vp.index && m.plane === vp.plane && m.sequence_id === vp.seqId)) {
      const [r0, c0, r1, c1] = m.points;
      let shape;
      if (m.kind === 'ruler') {
        shape = document.createElementNS(NS, 'line');
        for (const [k, v] of [['x1', c0], ['y1', r0], ['x2', c1], ['y2', r1]]) shape.setAttribute(k, String(v));
      } else {
        shape = document.createElementNS(NS, 'ellipse');
        for (const [k, v] of [['cx', (c0 + c1) / 2], ['cy', (r0 + r1) / 2], ['rx', Math.abs(c1 - c0) / 2], ['ry', Math.abs(r1 - r0) / 2]]) shape.setAttribute(k, String(v));
      }
      svg.append(shape, measureLabel(m, [r0, c0, r1, c1], w, h));
    }
  };
  // The label beside its shape (right of it, at its top), one line per part of the text
  // ("area … mm²", "mean …", ...), moved inside the image wherever it would cross an edge.
  const measureLabel = (m, [r0, c0, r1, c1], w, h) => {
    const text = document.createElementNS(NS, 'text');
    for (const [k, part] of m.text.split(' · ').entries()) {
      const line = document.createElementNS(NS, 'tspan');
      line.setAttribute('dy', k ? '1.15em' : '0');
      line.textContent = part;
      text.appendChild(line);
    }
    svg.appendChild(text);
    const box = text.getBBox();
    const lineH = box.height / Math.max(1, text.childNodes.length);
    let x = Math.max(c0, c1) + 2;
    if (x + box.width > w - 1) x = Math.min(c0, c1) - 2 - box.width;  // left of the shape
    x = Math.max(1, Math.min(x, w - 1 - box.width));
    let y = Math.min(r0, r1) - 2 - (box.height - lineH);  // its last line just above the top
    y = Math.max(lineH, Math.min(y, h - 1 - (box.height - lineH)));
    text.setAttribute('x', String(x)); text.setAttribute('y', String(y));
    for (const line of text.childNodes) line.setAttribute('x', String(x));
    return text;
  };
  vp.drawMeasurements = draw;

  let active = null;
  vp.stage.addEventListener('pointerdown', (e) => {
    if (!vp.tool || e.button !== 0 || !vp.data || vp.data.isStack) return;
    e.preventDefault(); e.stopPropagation();
    const [r, c] = pixelAt(vp, e.clientX, e.clientY);
    active = {kind: vp.tool, start: [r, c]};
    vp.stage.setPointerCapture(e.pointerId);
  }, {capture: true});
  vp.stage.addEventListener('pointermove', (e) => {
    if (!active) return;
    const [r, c] = pixelAt(vp, e.clientX, e.clientY);
    const m = measure(vp, active.kind, [...active.start, r, c]);
    vp.measurements = vp.measurements.filter(x => x !== active.m);
    active.m = m; vp.measurements.push(m); draw();
  });
  vp.stage.addEventListener('pointerup', () => {
    if (!active) return;
    if (active.m) { vp.suppressClick = true; api.changed(vp); }
    active = null;
  });
  return tools;
}

// A measurement on the slice on screen: its text and numbers, from the voxel spacing (mm) and,
// for a region, the stored values (when the whole volume is in the browser). A sequence whose
// file gives no pixel spacing is measured in pixels ('px'), never in made-up millimetres.
function measure(vp, kind, points) {
  const [r0, c0, r1, c1] = points;
  const [rowMm, colMm] = vp.spacing || [1, 1];
  const info = seqInfo(vp.seqId);
  const unit = info && info.length_unit === 'px' ? 'px' : 'mm';
  const base = {kind, points: points.map(v => +v.toFixed(2)), sequence_id: vp.seqId, plane: vp.plane,
                index: vp.index, unit};
  if (kind === 'ruler') {
    const mm = Math.hypot((r1 - r0) * rowMm, (c1 - c0) * colMm);
    if (unit === 'px') return {...base, length_px: +mm.toFixed(2), text: mm.toFixed(1) + ' px'};
    return {...base, length_mm: +mm.toFixed(2), text: mm.toFixed(1) + ' mm'};
  }
  const cr = (r0 + r1) / 2, cc = (c0 + c1) / 2, ar = Math.abs(r1 - r0) / 2, ac = Math.abs(c1 - c0) / 2;
  const area = Math.PI * ar * rowMm * ac * colMm;
  let n = 0, sum = 0, sq = 0;
  if (ar > 0 && ac > 0) {
    for (let r = Math.floor(cr - ar); r <= Math.ceil(cr + ar); r++) {
      for (let c = Math.floor(cc - ac); c <= Math.ceil(cc + ac); c++) {
        const dr = (r + 0.5 - cr) / ar, dc = (c + 0.5 - cc) / ac;
        if (dr * dr + dc * dc > 1) continue;
        const hit = voxelAt(vp, r + 0.5, c + 0.5);
        if (!hit || !Number.isFinite(hit.value)) continue;
        n += 1; sum += hit.value; sq += hit.value * hit.value;
      }
    }
  }
  const mean = n ? sum / n : NaN;
  const sd = n > 1 ? Math.sqrt(Math.max(sq - n * mean * mean, 0) / (n - 1)) : NaN;
  const text = 'area ' + area.toFixed(1) + ' ' + unit + '²' + (n ? ' · mean ' + mean.toPrecision(4) + ' · SD ' + sd.toPrecision(3) + ' · n ' + n : '');
  return {...base, [unit === 'px' ? 'area_px2' : 'area_mm2']: +area.toFixed(2), mean: n ? +mean.toPrecision(6) : null,
          sd: n > 1 ? +sd.toPrecision(6) : null, voxels: n, text};
}

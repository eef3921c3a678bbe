/* exported updateReferenceLines */
// Reference lines: where each viewport's current slice cuts the other viewports' planes. They
// follow every slice step and click, in any plane, for viewports that show the same voxel grid
// (the same sequence, or co-registered sequences of equal shape and affine), using the strides
// of the volume payload's plane geometry (explorer.volume_payload.plane_geometry).

// The voxel axis (i, j, k = 0, 1, 2) that a display step walks, and its direction, from the
// element strides the decoded volume carries (its payload's voxel order).
function strideAxis(vol, step) {
  const axis = vol.strides.indexOf(Math.abs(step));
  return {axis, flip: step < 0};
}

function sameGrid(a, b) {
  return a.shape.join() === b.shape.join() && JSON.stringify(a.affine) === JSON.stringify(b.affine);
}

// The display row or column of viewport `vp` that holds voxel index `v` along `axis`; null when
// the axis is `vp`'s own slice normal (parallel planes have no line).
function lineIn(vp, axis, v) {
  const g = vp.data.geo, vol = vp.data.vol;
  const rows = strideAxis(vol, g.rstep), cols = strideAxis(vol, g.cstep);
  if (rows.axis === axis) return {dir: 'row', at: rows.flip ? g.height - 1 - v : v};
  if (cols.axis === axis) return {dir: 'col', at: cols.flip ? g.width - 1 - v : v};
  return null;
}

function updateReferenceLines(vps, enabled) {
  for (const vp of vps) {
    const lines = vp.refLines || (vp.refLines = []);
    let used = 0;
    const ok = enabled && vp.data && vp.data.vol;
    for (const other of ok ? vps : []) {
      if (other === vp || !other.data || !other.data.vol || !sameGrid(other.data.vol, vp.data.vol)) continue;
      const normal = strideAxis(other.data.vol, other.data.geo.kstep).axis;
      const hit = lineIn(vp, normal, other.index);
      if (!hit) continue;
      let line = lines[used];
      if (!line) {
        line = document.createElement('div');
        vp.wrap.appendChild(line);
        lines.push(line);
      }
      used += 1;
      const size = hit.dir === 'row' ? vp.data.height : vp.data.width;
      line.className = 'nlv-ref nlv-ref-' + hit.dir;
      line.dataset.from = String(other.i);
      line.dataset.at = String(hit.at);
      line.style.display = '';
      const pct = ((hit.at + 0.5) / size * 100) + '%';
      if (hit.dir === 'row') { line.style.top = pct; line.style.left = ''; } else { line.style.left = pct; line.style.top = ''; }
    }
    for (let j = used; j < lines.length; j++) lines[j].style.display = 'none';
  }
}

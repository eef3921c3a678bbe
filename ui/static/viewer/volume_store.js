/* exported makeVolumeStore, axialSlab, lutFor, GREY, GREY_INV */
// The volumes the browser holds: one per (case, sequence, convention), as palette indices
// (explorer/volume_payload.py) fetched once in the background, in binary slabs nearest the
// slice on screen first (explorer/volume_slabs.py); at most `limit` are kept, the oldest
// dropped first. With one here, plane and window changes never wait for the server.
//
// makeVolumeStore(hooks) takes call(name, req) (a server function), limit, startSlice(vol,
// seqId) (the axial slice to send first), onFirst(seqId, vol) (the first slab is here),
// onSlab(vol, first, end) (a later slab is) and onBroken(message) (slabs stopped coming after
// the first). An entry's `ready` promise resolves true at its first slab, false when the volume
// cannot come; a failed entry is forgotten so the next request tries again, unless the server
// said the volume cannot be sent at all.
function makeVolumeStore(hooks) {
  const volumes = new Map();
  const keyOf = (spec, seqId) => spec.case_id + '|' + seqId + '|' + spec.convention;

  function ensure(spec, seqId) {
    const key = keyOf(spec, seqId);
    let entry = volumes.get(key);
    if (entry) return entry;
    entry = {vol: null, failed: null, ms: null, firstMs: null};
    let arrived = null;
    entry.ready = new Promise((res) => { arrived = res; });
    const t0 = performance.now();
    entry.promise = hooks.call('nl_volume', {case_id: spec.case_id, sequence_id: seqId, convention: spec.convention})
      .then(async (r) => {
        if (!r || !r.volume) {
          entry.failed = (r && (r.error || r.unavailable)) || 'no volume';
          entry.unavailable = !!(r && r.unavailable);
          return;
        }
        const vol = makeVolume(r.volume);
        await streamVolume(vol, r.volume, hooks.startSlice(vol, seqId), (first, end) => {
          if (entry.vol) { hooks.onSlab(vol, first, end); return; }
          entry.vol = vol;
          entry.firstMs = performance.now() - t0;
          arrived(true);
          hooks.onFirst(seqId, vol);
        });
        entry.ms = performance.now() - t0;
      })
      .catch((e) => { entry.failed = String(e); })
      .finally(() => {
        arrived(false);  // no-op once the first slab has come
        if (!entry.failed || entry.unavailable) return;
        if (volumes.get(key) === entry) volumes.delete(key);
        if (entry.vol) hooks.onBroken('Part of this volume did not arrive (' + entry.failed + ').');
      });
    volumes.set(key, entry);
    while (volumes.size > hooks.limit) volumes.delete(volumes.keys().next().value);
    return entry;
  }

  return {map: volumes, ensure, get: (spec, seqId) => volumes.get(keyOf(spec, seqId))};
}

function axialSlab(vol, index) {
  // the axial slice k (Fortran order: slab order) a display index of the axial plane shows
  const geo = vol.planes.axial;
  return Math.floor((geo.base + index * geo.kstep) / (vol.shape[0] * vol.shape[1]));
}

// Grey levels: index g -> opaque RGBA grey (and its inversion).
const GREY = new Uint32Array(256);
for (let g = 0; g < 256; g++) GREY[g] = (0xff000000 | (g << 16) | (g << 8) | g) >>> 0;
const GREY_INV = GREY.slice().reverse();

function lutFor(vol, win, invert) {
  // Grey level per palette entry for a window (and inversion), cached per volume.
  const key = win[0] + '/' + win[1] + (invert ? '/inv' : '');
  let lut = vol.luts.get(key);
  if (!lut) {
    lut = paletteLut(vol.palette, +win[0], +win[1], invert ? GREY_INV : GREY);
    if (vol.luts.size >= 16) vol.luts.delete(vol.luts.keys().next().value);
    vol.luts.set(key, lut);
  }
  return lut;
}

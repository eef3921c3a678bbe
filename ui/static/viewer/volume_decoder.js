/* exported b64bytes, makeVolume, readVolumeFrames, streamVolume, paletteLut */
function b64bytes(text) {
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}
function volumeUrl(path) {
  const root = (globalThis.gradio_config && globalThis.gradio_config.root) || "";
  return root ? root.replace(/\/+$/, "") + "/" + path : path;
}
// A volume held in the browser (explorer/volume_payload.py volume_meta): palette indices in
// Fortran order, filled slab by slab as they arrive; `have[k]` says axial slice k is here.
function makeVolume(meta) {
  const [nx, ny, nz] = meta.shape;
  const n = nx * ny * nz;
  const idx = meta.dtype === "uint16" ? new Uint16Array(n) : new Uint8Array(n);
  const palette = new Float32Array(b64bytes(meta.palette).buffer);
  // element strides of voxel axes i, j, k in the flat array ("F": i fastest, axial contiguous)
  const strides = meta.order === "F" ? [1, nx, nx * ny] : [ny * nz, nz, 1];
  return { idx, palette, shape: meta.shape, strides, affine: meta.affine, planes: meta.planes,
    windows: meta.windows, luts: new Map(), have: new Uint8Array(nz), arrived: 0,
    complete: false, bytes: 0 };
}
async function inflateRaw(bytes) {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
// One slab's bytes into the volume: 16-bit indices come byte-shuffled (all low bytes, then all
// high bytes), explorer/volume_slabs.py encode_slab.
function placeSlab(vol, first, end, body) {
  const plane = vol.shape[0] * vol.shape[1], off = first * plane, count = (end - first) * plane;
  const idx = vol.idx;
  if (first >= end || end > vol.shape[2] || vol.have.subarray(first, end).some(Boolean)) {
    throw new Error(`bad slab ${first}..${end}`);
  }
  if (body.length !== count * idx.BYTES_PER_ELEMENT) {
    throw new Error(`slab ${first}..${end} holds ${body.length} bytes`);
  }
  if (idx.BYTES_PER_ELEMENT === 2) {
    for (let i = 0; i < count; i++) idx[off + i] = body[i] | (body[count + i] << 8);
  } else {
    idx.set(body, off);
  }
  vol.have.fill(1, first, end);
  vol.arrived += end - first;
}
// Frames (12-byte header: first slice, end slice, byte count, little-endian uint32; then raw
// deflate) from an async iterable of byte chunks; onSlab(first, end) after each is placed.
async function readVolumeFrames(vol, chunks, onSlab) {
  const queue = [];
  let queued = 0;
  const take = (n) => {  // the first n queued bytes, copied once
    const out = new Uint8Array(n);
    let at = 0;
    while (at < n) {
      const head = queue[0], use = Math.min(head.length, n - at);
      out.set(head.subarray(0, use), at);
      at += use;
      if (use === head.length) queue.shift(); else queue[0] = head.subarray(use);
    }
    queued -= n;
    return out;
  };
  let header = null;
  for await (const chunk of chunks) {
    queue.push(chunk);
    queued += chunk.length;
    vol.bytes += chunk.length;
    for (;;) {
      if (!header) {
        if (queued < 12) break;
        const h = new DataView(take(12).buffer);
        header = [h.getUint32(0, true), h.getUint32(4, true), h.getUint32(8, true)];
      }
      if (queued < header[2]) break;
      const [first, end, size] = header;
      header = null;
      placeSlab(vol, first, end, await inflateRaw(take(size)));
      onSlab(first, end);
    }
  }
  if (vol.arrived !== vol.shape[2]) {
    throw new Error(`the volume stream ended with ${vol.arrived} of ${vol.shape[2]} slices`);
  }
  vol.complete = true;
}
async function* bodyChunks(res) {
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    yield value;
  }
}
// Fetch nl/volume/<token>?from=k: the slab holding axial slice k comes first, then outward.
async function streamVolume(vol, meta, k, onSlab) {
  const res = await fetch(volumeUrl(meta.url) + "?from=" + k, { credentials: "same-origin" });
  if (!res.ok) throw new Error(`volume: HTTP ${res.status}`);
  await readVolumeFrames(vol, bodyChunks(res), onSlab);
}
// Grey level per palette entry with the float32 steps of explorer.window._scale:
// (v - f32(low)) * f32(255 / width) + 0.5, clipped to 0..255, NaN -> 0, truncated.
function paletteLut(palette, center, width, grey) {
  const low = Math.fround(center - width / 2), scale = Math.fround(255 / width);
  const out = new Uint32Array(palette.length);
  for (let k = 0; k < palette.length; k++) {
    const v = Math.fround(Math.fround(Math.fround(palette[k] - low) * scale) + 0.5);
    out[k] = grey[v >= 255 ? 255 : (v > 0 ? Math.floor(v) : 0)];
  }
  return out;
}

/* exported decodeVolumePayload, paletteLut */
function b64bytes(text) {
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}
// The voxels come from their own URL as gzip bytes sent with Content-Encoding: gzip, so the
// browser inflates them natively while they arrive (ui/viewer_routes.py); a payload holding
// them base64 inside the JSON (`data`) is still read.
function volumeUrl(path) {
  const root = (globalThis.gradio_config && globalThis.gradio_config.root) || "";
  return root ? root.replace(/\/+$/, "") + "/" + path : path;
}
async function volumeBytes(payload) {
  if (payload.url) {
    const res = await fetch(volumeUrl(payload.url), { credentials: "same-origin" });
    if (!res.ok) throw new Error(`volume: HTTP ${res.status}`);
    return res.arrayBuffer();
  }
  const packed = b64bytes(payload.data);
  const stream = new Blob([packed]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Response(stream).arrayBuffer();
}
async function decodeVolumePayload(payload) {
  const buf = await volumeBytes(payload);
  const idx = payload.dtype === "uint16" ? new Uint16Array(buf) : new Uint8Array(buf);
  const [nx, ny, nz] = payload.shape;
  if (idx.length !== nx * ny * nz) throw new Error(`volume payload holds ${idx.length} voxels`);
  const palette = new Float32Array(b64bytes(payload.palette).buffer);
  // element strides of voxel axes i, j, k in the flat array ("F": i fastest, axial contiguous)
  const strides = payload.order === "F" ? [1, nx, nx * ny] : [ny * nz, nz, 1];
  return { idx, palette, shape: payload.shape, strides, affine: payload.affine,
    planes: payload.planes, windows: payload.windows, luts: new Map() };
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

/* exported decodePlanePayload, decodePlaneAnswer */
async function decodePlanePayload(payload) {
  const { width, height, count } = payload;
  const binary = atob(payload.data);
  const packed = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) packed[i] = binary.charCodeAt(i);
  const stream = new Blob([packed]).stream().pipeThrough(new DecompressionStream("gzip"));
  const frames = new Uint8Array(await new Response(stream).arrayBuffer());
  const frameSize = width * height;
  if (frames.length !== frameSize * count) {
    const expected = `${count}x${height}x${width}`;
    throw new Error(`plane payload holds ${frames.length} bytes, expected ${expected}`);
  }
  if (payload.delta) {
    // Undo the row delta: each row adds the decoded row above it (Uint8Array wraps mod 256).
    for (let f = 0; f < count; f++) {
      const end = (f + 1) * frameSize;
      for (let i = f * frameSize + width; i < end; i++) frames[i] += frames[i - width];
    }
  }
  return { frames, width, height, count };
}

async function decodePlaneAnswer(r) {
  // A server plane answer (ViewerService.plane) as what a viewport draws.
  if (r.frames) {  // 2D image stack: lossless PNG frames, drawn as they are
    if (!r.frames.length) throw new Error('no images in this sequence');
    const frames = await Promise.all(r.frames.map(async (src) => {
      const im = new Image(); im.src = src; await im.decode(); return im;
    }));
    const w = Math.max(...frames.map(f => f.naturalWidth)), h = Math.max(...frames.map(f => f.naturalHeight));
    return {isStack: true, frames, count: frames.length, width: w, height: h,
            positions: frames.map(() => null), labels: r.labels || []};
  }
  const d = await decodePlanePayload(r.payload);
  return {isStack: false, count: d.count, width: d.width, height: d.height, bytes: d.frames,
          positions: r.payload.positions_mm, labels: []};
}

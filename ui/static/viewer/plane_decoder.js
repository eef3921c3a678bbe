/* exported decodePlanePayload */
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

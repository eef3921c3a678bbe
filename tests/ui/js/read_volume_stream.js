// Node harness for tests/ui/viewer/test_js.py: runs the viewer's own slab reader
// (ui/static/viewer/volume_decoder.js, argv[2]) on a stream the server wrote (argv[3]'s JSON
// {meta, stream: the stream's file}), fed in 777-byte chunks that cut through headers and
// slabs, and once more cut 5 bytes short. Prints what the browser would hold, as JSON.
const fs = require("fs");
const vm = require("vm");

vm.runInThisContext(fs.readFileSync(process.argv[2], "utf8"));
const { meta, stream } = JSON.parse(fs.readFileSync(process.argv[3], "utf8"));
const bytes = new Uint8Array(fs.readFileSync(stream));

async function* chunks(end) {
  for (let at = 0; at < end; at += 777) yield bytes.subarray(at, Math.min(at + 777, end));
}

(async () => {
  /* global makeVolume, readVolumeFrames */
  const vol = makeVolume(meta);
  const order = [];
  await readVolumeFrames(vol, chunks(bytes.length), (first) => order.push(first));
  let cut = "";
  try {
    await readVolumeFrames(makeVolume(meta), chunks(bytes.length - 5), () => {});
  } catch (e) {
    cut = String(e);
  }
  const idx = Array.from(vol.idx);
  console.log(JSON.stringify({ idx, order, complete: vol.complete, bytes: vol.bytes, cut }));
})();

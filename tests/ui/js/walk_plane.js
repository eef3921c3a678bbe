// Node harness for tests/ui/viewer/test_js.py: the viewer's own plane walk (walkPlane in
// ui/static/viewer/paint.js, argv[2]) over argv[3]'s JSON {idx: flat palette indices,
// planes: {name: plane geometry}, lut_base}, with the LUT k -> lut_base + k. Prints every
// slice of every plane, as JSON.
const fs = require("fs");
const vm = require("vm");

vm.runInThisContext(fs.readFileSync(process.argv[2], "utf8"));
/* global walkPlane */
const input = JSON.parse(fs.readFileSync(process.argv[3], "utf8"));
const idx = Uint16Array.from(input.idx);
const lut = Uint32Array.from({ length: Math.max(...input.idx) + 1 }, (_, k) => input.lut_base + k);
const out = {};
for (const [name, g] of Object.entries(input.planes)) {
  out[name] = [];
  for (let k = 0; k < g.count; k++) {
    const px = new Uint32Array(g.width * g.height);
    walkPlane(px, idx, lut, g.base + k * g.kstep, g.height, g.width, g.rstep, g.cstep);
    out[name].push(Array.from(px));
  }
}
console.log(JSON.stringify(out));

// Node harness for tests/ui/viewer/test_js.py: the viewer's own window LUT (paletteLut in
// ui/static/viewer/volume_decoder.js, argv[2]) for each window of argv[3]'s JSON
// {palette: values as strings Number() reads (NaN and Infinity included), windows: [[c, w]]},
// with grey level g -> g. Prints the LUTs as JSON.
const fs = require("fs");
const vm = require("vm");

vm.runInThisContext(fs.readFileSync(process.argv[2], "utf8"));
/* global paletteLut */
const input = JSON.parse(fs.readFileSync(process.argv[3], "utf8"));
const palette = new Float32Array(input.palette.map(Number));
const grey = Array.from({ length: 256 }, (_, g) => g);
const luts = input.windows.map(([c, w]) => Array.from(paletteLut(palette, c, w, grey)));
console.log(JSON.stringify(luts));

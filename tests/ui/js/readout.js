// Node harness for tests/ui/viewer/test_js.py: the hover readout's text (formatReadout in
// ui/static/viewer/tools.js, argv[2]) for argv[3]'s JSON {hit, units: [...]}, one text per
// units string. Prints the texts as JSON.
const fs = require("fs");
const vm = require("vm");

vm.runInThisContext(fs.readFileSync(process.argv[2], "utf8"));
/* global formatReadout */
const input = JSON.parse(fs.readFileSync(process.argv[3], "utf8"));
console.log(JSON.stringify(input.units.map((u) => formatReadout(input.hit, u))));

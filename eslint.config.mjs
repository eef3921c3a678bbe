// ESLint for ui/static (each viewer file is the body of a gradio 6 gr.HTML `js_on_load`
// function: gradio supplies element, props, trigger, server and watch), bench/js and tests/ui/js.
import js from "@eslint/js";
import globals from "globals";

// The browser tests' page scripts, not Node harnesses: init scripts (page.add_init_script) and
// tests/ui/js/page/, one function expression each for page.evaluate / page.wait_for_function
// (tests/support/page_scripts.py).
const PAGE_SCRIPTS = [
  "tests/ui/js/viewer_open.js",
  "tests/ui/js/a11y_probe.js",
  "tests/ui/js/page/**/*.js",
];

export default [
  js.configs.recommended,
  {
    files: ["ui/static/**/*.js"],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "script",
      parserOptions: { ecmaFeatures: { globalReturn: true } },
      globals: {
        ...globals.browser,
        element: "readonly",
        props: "writable",
        trigger: "readonly",
        server: "readonly",
        watch: "readonly",
      },
    },
    rules: {
      "no-unused-vars": ["error", { args: "none" }],
    },
  },
  {
    // tests/ui/js: Node harnesses that load one viewer file and run it (test_viewer_js.py).
    files: ["tests/ui/js/**/*.js"],
    ignores: PAGE_SCRIPTS,
    languageOptions: { ecmaVersion: 2023, sourceType: "commonjs", globals: { ...globals.node } },
  },
  {
    // bench/js and the browser tests' page scripts (page.add_init_script): plain browser scripts.
    files: ["bench/js/**/*.js", ...PAGE_SCRIPTS],
    languageOptions: { ecmaVersion: 2023, sourceType: "script", globals: { ...globals.browser } },
  },
  {
    // The viewer's files are concatenated into one js_on_load (ui/assets.py viewer_script):
    // the constants object C comes first and the decoders define functions the viewer calls.
    files: ["ui/static/viewer/viewer.js"],
    languageOptions: {
      globals: {
        C: "readonly",
        decodePlaneAnswer: "readonly",
        makeVolumeStore: "readonly",
        axialSlab: "readonly",
        lutFor: "readonly",
        paintSlice: "readonly",
        paintGrey: "readonly",
        paintCross: "readonly",
        fitCanvas: "readonly",
        b64bytes: "readonly",
        applyView: "readonly",
        updateReferenceLines: "readonly",
        makeViewport: "readonly",
        fillSequenceSelect: "readonly",
        fillWindowSelect: "readonly",
        applyChrome: "readonly",
        localView: "readonly",
        request: "readonly",
        onCaseListPress: "readonly",
      },
    },
  },
  {
    // Opening a view runs in the viewer's scope too: viewer.js's names and the helpers'.
    files: ["ui/static/viewer/open_view.js"],
    languageOptions: {
      globals: {
        C: "readonly",
        S: "readonly",
        CUSTOM: "readonly",
        root: "readonly",
        props: "readonly",
        call: "readonly",
        volumes: "readonly",
        seqInfo: "readonly",
        setStatus: "readonly",
        setIndex: "readonly",
        updateLabel: "readonly",
        layout: "readonly",
        anchorPosition: "readonly",
        ensureVolume: "readonly",
        nearestIndex: "readonly",
        fillWindowSelect: "readonly",
        applyChrome: "readonly",
        lutFor: "readonly",
        paintGrey: "readonly",
        b64bytes: "readonly",
        decodePlaneAnswer: "readonly",
      },
    },
  },
  {
    // One viewport runs in the viewer's scope: these are viewer.js's (and the tools') names.
    files: ["ui/static/viewer/viewport.js"],
    languageOptions: {
      globals: {
        C: "readonly",
        S: "readonly",
        crossBox: "readonly",
        request: "readonly",
        setIndex: "readonly",
        setStatus: "readonly",
        seqInfo: "readonly",
        layout: "readonly",
        installViewportTools: "readonly",
        installMeasure: "readonly",
        installZoomPan: "readonly",
      },
    },
  },
  {
    files: ["ui/static/viewer/volume_store.js"],
    languageOptions: {
      globals: { makeVolume: "readonly", streamVolume: "readonly", paletteLut: "readonly" },
    },
  },
  {
    files: ["ui/static/viewer/paint.js"],
    languageOptions: { globals: { GREY: "readonly", GREY_INV: "readonly" } },
  },
  {
    files: ["ui/static/viewer/navigate.js"],
    languageOptions: { globals: { voxelAt: "readonly", seqInfo: "readonly" } },
  },
  {
    // The decoders and tools only define functions (the decoders are also loaded alone by the
    // tests under Node).
    files: [
      "ui/static/viewer/*_decoder.js",
      "ui/static/viewer/tools.js",
      "ui/static/viewer/navigate.js",
      "ui/static/viewer/reference_lines.js",
      "ui/static/viewer/volume_store.js",
      "ui/static/viewer/paint.js",
      "ui/static/viewer/viewport.js",
      "ui/static/viewer/open_view.js",
    ],
    languageOptions: { parserOptions: { ecmaFeatures: { globalReturn: false } } },
  },
];

// ESLint for ui/static: each viewer file is the body of a gradio 6 gr.HTML `js_on_load`
// function (gradio supplies element, props, trigger, server and watch), or a plain script.
import js from "@eslint/js";
import globals from "globals";

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
    // The viewer's files are concatenated into one js_on_load (ui/assets.py viewer_script):
    // the constants object C comes first and the decoders define functions the viewer calls.
    files: ["ui/static/viewer/viewer.js"],
    languageOptions: {
      globals: {
        C: "readonly",
        decodePlanePayload: "readonly",
        makeVolume: "readonly",
        streamVolume: "readonly",
        paletteLut: "readonly",
        b64bytes: "readonly",
        installViewportTools: "readonly",
        voxelAt: "readonly",
        installZoomPan: "readonly",
        installMeasure: "readonly",
        applyView: "readonly",
        updateReferenceLines: "readonly",
      },
    },
  },
  {
    files: ["ui/static/viewer/navigate.js"],
    languageOptions: { globals: { voxelAt: "readonly" } },
  },
  {
    // The decoders and tools only define functions (the decoders are also loaded alone by the
    // tests under Node).
    files: [
      "ui/static/viewer/*_decoder.js",
      "ui/static/viewer/tools.js",
      "ui/static/viewer/navigate.js",
      "ui/static/viewer/reference_lines.js",
    ],
    languageOptions: { parserOptions: { ecmaFeatures: { globalReturn: false } } },
  },
];

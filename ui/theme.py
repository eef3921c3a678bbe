"""CSS and <head> additions shared by all tabs (passed to launch(), gradio 6 style)."""

# The case viewer (ui/viewer.py): a dark stage like a reading room, letters at the edges,
# a SYNTHETIC badge that cannot be missed, and no page scroll while the wheel browses slices.
VIEWER_CSS = """
.nlv { display: flex; flex-direction: column; gap: 6px; outline: none; }
.nlv-top { display: flex; flex-wrap: wrap; align-items: center; gap: 12px; font-size: 0.85rem; }
.nlv-ctl { display: inline-flex; align-items: center; gap: 4px; white-space: nowrap; }
.nlv input[type=checkbox] { appearance: auto; -webkit-appearance: checkbox; width: 14px;
  height: 14px; accent-color: #f97316; background-image: none; }
.nlv-help { color: var(--body-text-color-subdued, #6b7280); font-size: 0.78rem; }
.nlv-grid { display: grid; gap: 6px;
  grid-template-columns: repeat(var(--nlv-n, 1), minmax(0, 1fr)); }
.nlv-grid[data-count="2"] { --nlv-n: 2; }
.nlv-grid[data-count="3"] { --nlv-n: 3; }
.nlv-vp { display: flex; flex-direction: column; background: #0b0b0c; border: 2px solid #26272b;
  border-radius: 6px; padding: 4px; outline: none; min-width: 0; }
.nlv-vp:focus { border-color: #f97316; }
.nlv-bar { display: flex; flex-wrap: wrap; gap: 4px; align-items: center; font-size: 0.78rem;
  color: #d1d5db; }
.nlv-bar select, .nlv-bar input, .nlv-bar button { background: #1f2024; color: #e5e7eb;
  border: 1px solid #3f3f46; border-radius: 4px; padding: 1px 4px; font-size: 0.78rem;
  height: 24px; max-width: 100%; }
.nlv-bar select.nlv-seq { max-width: min(24em, 100%); }
.nlv-wl { display: inline-flex; align-items: center; gap: 2px; }
.nlv-wl input { width: 5.2em; }
.nlv-tiles { display: inline-flex; align-items: center; gap: 2px; }
.nlv-stage { position: relative; display: flex; justify-content: center; align-items: center;
  min-height: 240px; overflow: hidden; overscroll-behavior: contain; margin-top: 4px; }
.nlv-stage.nlv-full { overflow: auto; max-height: 70vh; justify-content: flex-start;
  align-items: flex-start; }
.nlv-wrap { position: relative; line-height: 0; }
.nlv-canvas { display: block; background: #000; }
.nlv-letter { position: absolute; color: #facc15; font: 700 15px/1 ui-monospace, monospace;
  text-shadow: 0 0 2px #000, 0 0 3px #000, 0 0 4px #000; pointer-events: none; z-index: 2; }
.nlv-letter.nlv-top { top: 4px; left: 50%; transform: translateX(-50%); }
.nlv-letter.nlv-bottom { bottom: 4px; left: 50%; transform: translateX(-50%); }
.nlv-letter.nlv-left { left: 6px; top: 50%; transform: translateY(-50%); }
.nlv-letter.nlv-right { right: 6px; top: 50%; transform: translateY(-50%); }
.nlv-badge { position: absolute; top: 4px; right: 6px; background: #b91c1c; color: #fff;
  font: 700 11px/1.4 sans-serif; padding: 1px 6px; border-radius: 3px; letter-spacing: 0.05em;
  z-index: 3; }
.nlv-label { color: #e5e7eb; font: 12px/1.5 ui-monospace, monospace; padding: 2px 4px; }
.nlv-status { font-size: 0.8rem; min-height: 1.2em; color: var(--body-text-color-subdued, #555); }
.nlv-status.nlv-error { color: #b91c1c; font-weight: 600; }
.nlv-hline, .nlv-vline { position: absolute; background: rgba(34, 211, 238, 0.7);
  pointer-events: none; }
.nlv-hline { left: 0; right: 0; height: 1px; }
.nlv-vline { top: 0; bottom: 0; width: 1px; }
.nl-montage img { width: 100%; max-width: 720px; image-rendering: pixelated; background: #000; }
.nl-montage figcaption { font-size: 0.8rem; }
#nl-case-list { max-height: 60vh; overflow-y: auto; }
"""

# The Explore tab: a one-line header, and a case record that reads like a chart (field names
# wrap between words, never letter by letter; the table's header row says nothing).
EXPLORE_CSS = """
#nl-header { padding: 0; margin: 0 0 -4px 0; }
#nl-header p { margin: 0; font-size: 0.95rem; color: var(--body-text-color-subdued, #6b7280); }
#nl-header strong { font-size: 1.35rem; color: var(--body-text-color, #111); margin-right: 4px; }
#nl-ehr table { width: 100%; table-layout: auto; border-collapse: collapse; font-size: 0.9rem; }
#nl-ehr thead { display: none; }
#nl-ehr td { padding: 3px 6px; vertical-align: top; word-break: normal; overflow-wrap: normal;
  hyphens: none; }
#nl-ehr td:first-child { width: 8.5em; min-width: 6.5em; font-weight: 600; }
#nl-ehr td:last-child { overflow-wrap: anywhere; }
#nl-provenance h3 { margin-bottom: 2px; }
#nl-provenance p { margin: 4px 0; }
#nl-notice, #nl-sequences, #nl-notes { font-size: 0.9rem; }
#nl-notes hr { margin: 10px 0; }
#nl-case-list label { width: 100%; }
"""

APP_CSS = (
    """
#nl-warnings blockquote { border-left: 4px solid #d97706; }
"""
    + VIEWER_CSS
    + EXPLORE_CSS
)
APP_HEAD = ""

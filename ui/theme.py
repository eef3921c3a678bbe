"""The app's theme, stylesheet, page script and <head> additions (passed to launch(), gradio 6
style).

The CSS itself lives in ui/static/ (app.css, viewer/viewer.css, explore.css): see ui/assets.py.
The theme overrides the few colours of gradio's default that fail WCAG 2.1 AA contrast (4.5:1 for
text): subdued grey text, white text on the orange primary and red stop buttons.
"""

from __future__ import annotations

import gradio as gr

from ui.assets import app_css, read_asset

APP_CSS = app_css()
APP_HEAD = ""
# arrow keys move between tabs; Explore's side panels fold for three viewports
APP_JS = "\n".join(read_asset(n) for n in ("tab_keys.js", "explore_panels.js"))


def build_theme() -> gr.themes.Base:
    """gradio's default look, with every text colour at 4.5:1 or better in both themes."""
    return gr.themes.Default(primary_hue="orange").set(
        body_text_color_subdued="#52525b",  # 7.7:1 on white (default #bbbbc2 is 1.9:1)
        body_text_color_subdued_dark="#a1a1aa",  # 7.0:1 on the dark background
        input_placeholder_color="#71717a",  # 4.8:1 on white (default #bbbbc2 is 1.9:1)
        input_placeholder_color_dark="#a1a1aa",  # 6.4:1 on the dark field (default 3.1:1)
        button_primary_background_fill="#c2410c",  # white text 5.2:1 (default orange 2.8:1)
        button_primary_background_fill_dark="#c2410c",
        button_primary_background_fill_hover="#9a3412",
        button_primary_background_fill_hover_dark="#9a3412",
        button_cancel_background_fill="#b91c1c",  # white text 6.5:1 (default red 3.8:1)
        button_cancel_background_fill_dark="#b91c1c",
        button_cancel_background_fill_hover="#991b1b",
        button_cancel_background_fill_hover_dark="#991b1b",
    )

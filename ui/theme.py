"""CSS and <head> additions shared by all tabs (passed to launch(), gradio 6 style)."""

APP_CSS = """
#nl-warnings blockquote { border-left: 4px solid #d97706; }
"""
APP_HEAD = ""

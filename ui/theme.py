"""The app's stylesheet and <head> additions (passed to launch(), gradio 6 style).

The CSS itself lives in ui/static/ (app.css, viewer/viewer.css, explore.css): see ui/assets.py.
"""

from ui.assets import app_css

APP_CSS = app_css()
APP_HEAD = ""

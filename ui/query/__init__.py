"""The Query tab: ask a model about a case and watch the answers arrive.

tab: build(ctx) and its events; widgets: the screen's parts; run: one run, saved and scored;
login and connect: choosing and reaching the model; state: per-session state and the text shown.
"""

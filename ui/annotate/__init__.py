"""The Annotate tab: label a model's answers from the keyboard.

tab: build(ctx) and its events; widgets: the screen's parts; events: what keys and buttons do
(AnnotateDesk), with evidence (what a label carries); state: per-session state and key parsing;
layout and render: what is shown; export and adjudication: their accordions.
"""

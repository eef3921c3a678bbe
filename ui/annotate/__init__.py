"""The Annotate tab: label a model's answers from the keyboard (tab); keys (events, state), what is
shown (layout, render), export and adjudication accordions.
"""

"""The Batch tab: run one model over many cases in the background, with progress.

tab: build(ctx), its helpers and events; widgets: the settings form and the progress column.
"""

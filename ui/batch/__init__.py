"""The Batch tab: run one model over many cases in the background, with progress."""

"""The Dashboard tab: label counts and the failure profile from the label log."""

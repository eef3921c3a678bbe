"""The case catalog and library: summaries without pixels, scanning, search, opening."""

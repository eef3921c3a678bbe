"""The Explore tab: filter and pick a case, look at its images, read its record.

tab: build(ctx), the case list's queries and the events; widgets: the three columns;
state: per-session state; montage: the montage's HTML.
"""

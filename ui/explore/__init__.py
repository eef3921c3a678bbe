"""The Explore tab: filter and pick a case, look at its images, read its record (tab), per-session
state (state), the montage (montage).
"""

"""The embedded MRI viewer: the gradio component (widget), its server side (service, requests,
first_slice, volumes, routes, lanes, shared) and what it reports on screen (view_state).
"""

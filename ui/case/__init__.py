"""The case shared by every tab: its record as Markdown, the case picker, the selection that
follows the user across tabs, and the display limits on long text.
"""

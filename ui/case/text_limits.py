"""Long case text cut FOR DISPLAY only: a 1 MB note or a 100k-character question would make the
case record unusable in the browser, so the screen shows the start and says how much there is.
The case model keeps the full text (prompts, exports and scoring see all of it)."""

from __future__ import annotations

DISPLAY_CHARS = 20_000  # a note or question: several screens of text
EHR_VALUE_CHARS = 2_000  # one table cell


def truncate_for_display(text: str, limit: int = DISPLAY_CHARS) -> str:
    """`text` itself when short; else its first `limit` characters and a marker saying so."""
    text = str(text)
    if len(text) <= limit:
        return text
    return f"{text[:limit]}… [truncated: {len(text):,} characters, showing the first {limit:,}]"

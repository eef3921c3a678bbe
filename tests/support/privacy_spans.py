"""What the privacy gate takes out of a text, and the check most privacy tests make: these
words stay whole wherever they stand, those identifiers go."""

from vlm.privacy import Deidentifier


def redacted_parts(text: str) -> list[str]:
    return [text[s.start : s.end] for s in Deidentifier().find_spans(text)]


def assert_kept_and_gone(text: str, kept: list[str], gone: list[str]) -> None:
    """No span touches any occurrence of a kept word; each gone name lies inside a span."""
    spans = Deidentifier().find_spans(text)
    found = [text[s.start : s.end] for s in spans]
    for word in kept:
        at = text.find(word)
        assert at >= 0, f"{word!r} is not in the text"
        while at >= 0:
            end = at + len(word)
            assert not any(s.start < end and at < s.end for s in spans), (word, found)
            at = text.find(word, at + 1)
    for name in gone:
        assert any(name in f for f in found), (name, found)

"""Hostile model output and case text must render as text: no remote load, no markup, no bidi."""

import re

import markdown_it

from explorer.display_text import (
    BIDI_CONTROLS,
    code_block,
    escape_markdown,
    neutralise_bidi,
    plain_cell,
)

HOSTILE = [
    '<img src="http://x/beacon">',
    "<img src=http://x>",
    "![a](http://x/pixel.png)",
    "![a][r]\n\n[r]: http://x/pixel.png",
    "<script>alert(1)</script>",
    "[click](javascript:alert(1))",
    "<http://x/autolink>",
    '<a href="http://x">x</a>',
    "&lt;img src=http://x&gt;",
    "<iframe src=//x></iframe>",
]


# A real element or a real link/image in the rendered HTML (escaped text shows as &lt;...).
_LIVE = re.compile(r"<(img|script|a|iframe)[\s>/]")


def _html(markdown: str) -> str:
    return markdown_it.MarkdownIt("commonmark").render(markdown)


def test_escaped_text_renders_no_tag_link_or_image():
    for text in HOSTILE:
        html = _html(escape_markdown(text))
        assert not _LIVE.search(html), (text, html)


def test_code_block_cannot_be_closed_and_renders_verbatim():
    for text in [*HOSTILE, "```\n<img src=http://x>\n```", "````"]:
        html = _html(code_block(text))
        assert not _LIVE.search(html), (text, html)
        assert html.count("<pre>") == 1


def test_bidi_controls_become_visible_markers():
    text = "dose 10 mg \u202egm 01\u202c and \u2066x\u2069 \u200f\u061c"
    out = neutralise_bidi(text)
    assert not any(ch in BIDI_CONTROLS for ch in out)
    assert "[U+202E]" in out and "[U+2066]" in out and "[U+061C]" in out
    assert all(ch not in escape_markdown(text) for ch in BIDI_CONTROLS)
    assert all(ch not in code_block(text) for ch in BIDI_CONTROLS)
    assert neutralise_bidi("nul\x00bell\x07 tab\tline\n") == "nulbell tab\tline\n"


def test_ordinary_text_keeps_its_words():
    text = "Lhermitte's sign; EDSS 2.0; 45-year-old (T2/FLAIR) → MS"
    html = _html(escape_markdown(text))
    assert "Lhermitte" in html and "EDSS 2.0" in html and "45-year-old (T2/FLAIR)" in html


def test_plain_cell_only_touches_strings():
    assert plain_cell("a\u202eb") == "a[U+202E]b"
    assert plain_cell(3) == 3 and plain_cell(None) is None

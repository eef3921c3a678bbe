"""Side letters (R/L, A/P, S/I) in a margin added around an image: the one place they are drawn.

Every image that leaves NeuroLens for a model (single slices and montages alike) carries the
patient's sides in its pixels, so a model can tell the patient's left from right and a laterality
error can be judged. The letters go in a black margin *added around* the image, never over the
anatomy, and come from a tiny 5x7 bitmap font held here as numpy (no font file, nothing to
download, identical on every machine). The same letters dictionary also gives the words of the
image's label (`orientation_text`), so the text and the pixels cannot disagree.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache

import numpy as np
import numpy.typing as npt

from data.errors import NeuroLensError

_GLYPHS_TEXT = {
    "R": ("####.", "#...#", "#...#", "####.", "#.#..", "#..#.", "#...#"),
    "L": ("#....", "#....", "#....", "#....", "#....", "#....", "#####"),
    "A": (".###.", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"),
    "P": ("####.", "#...#", "#...#", "####.", "#....", "#....", "#...."),
    "S": (".####", "#....", "#....", ".###.", "....#", "....#", "####."),
    "I": ("#####", "..#..", "..#..", "..#..", "..#..", "..#..", "#####"),
}
GLYPH_ROWS, GLYPH_COLS = 7, 5
LETTER_VALUE = 255  # white letters ...
MARGIN_VALUE = 0  # ... on a black margin
SIDES = ("top", "bottom", "left", "right")

SIDE_NAMES = {
    "R": "the patient's right",
    "L": "the patient's left",
    "A": "anterior",
    "P": "posterior",
    "S": "superior",
    "I": "inferior",
}


def glyph(letter: str, scale: int = 1) -> npt.NDArray[np.bool_]:
    """The bitmap of one side letter, each font pixel a `scale` x `scale` block (read-only:
    drawn once per letter and scale, since every image sent to a model carries four)."""
    rows = _GLYPHS_TEXT.get(letter)
    if rows is None:
        raise NeuroLensError(f"no side letter {letter!r} (expected one of R L A P S I)")
    return _glyph_bits(letter, scale)


@lru_cache(maxsize=64)
def _glyph_bits(letter: str, scale: int) -> npt.NDArray[np.bool_]:
    bits = np.array([[c == "#" for c in row] for row in _GLYPHS_TEXT[letter]], dtype=bool)
    drawn = np.kron(bits, np.ones((scale, scale), dtype=bool)).astype(bool)
    drawn.flags.writeable = False
    return drawn


def letter_scale(longest_side: int) -> int:
    """Font scale for an image: 14 px letters from 128 px up, 7 px letters below (still legible)."""
    return 2 if longest_side >= 128 else 1


def margin_px(scale: int) -> int:
    """Width of the margin added on every side: one letter plus 2 font pixels either side."""
    return (GLYPH_ROWS + 4) * scale


def add_side_letters(
    image: npt.NDArray[np.uint8], letters: Mapping[str, str], scale: int | None = None
) -> npt.NDArray[np.uint8]:
    """`image` inside a black margin with the letter of each side centred on that side.

    `letters` maps 'top', 'bottom', 'left', 'right' to R/L/A/P/S/I (explorer.geometry's
    `screen_letters`). Grey, RGB and RGBA images keep their channels (RGBA margins are opaque).
    The image's own pixels are copied unchanged into the middle.
    """
    data = np.asarray(image)
    if data.dtype != np.uint8 or data.ndim not in (2, 3):
        raise NeuroLensError(f"side letters need a uint8 2D image, got {data.dtype} {data.shape}")
    s = scale or letter_scale(max(data.shape[:2]))
    m = margin_px(s)
    h, w = data.shape[:2]
    out = np.full((h + 2 * m, w + 2 * m, *data.shape[2:]), MARGIN_VALUE, dtype=np.uint8)
    if data.ndim == 3 and data.shape[2] == 4:
        out[..., 3] = 255
    out[m : m + h, m : m + w] = data
    gh, gw = GLYPH_ROWS * s, GLYPH_COLS * s
    pad = (m - gh) // 2  # letters sit in the middle of their margin band
    centre_y, centre_x = m + h // 2, m + w // 2
    corners = {
        "top": (pad, centre_x - gw // 2),
        "bottom": (m + h + pad, centre_x - gw // 2),
        "left": (centre_y - gh // 2, (m - gw) // 2),
        "right": (centre_y - gh // 2, m + w + (m - gw) // 2),
    }
    for side in SIDES:
        letter = letters.get(side)
        if not letter:
            continue
        y, x = corners[side]
        region = out[y : y + gh, x : x + gw]
        mask = glyph(letter, s)
        if data.ndim == 3:
            region[mask, : min(3, data.shape[2])] = LETTER_VALUE
        else:
            region[mask] = LETTER_VALUE
    return out


def orientation_text(letters: Mapping[str, str]) -> str:
    """The letters in words: 'the patient's right (R) on the image's left, ...' (for labels)."""
    left, right = letters["left"], letters["right"]
    top, bottom = letters["top"], letters["bottom"]
    return (
        f"{SIDE_NAMES[left]} ({left}) on the image's left, "
        f"{SIDE_NAMES[right]} ({right}) on the image's right, "
        f"{SIDE_NAMES[top]} ({top}) at the top, {SIDE_NAMES[bottom]} ({bottom}) at the bottom"
    )

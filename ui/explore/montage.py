"""The Explore tab's montage as HTML: the lossless PNG with each tile labelled by its sequence and
slice (an overlay grid, so the pixels stay exactly the server's render)."""

from __future__ import annotations

from html import escape
from string import Template

from ui.assets import read_asset
from ui.viewer.requests import MontageImage


def montage_html(image: MontageImage, caption: str) -> str:
    """The figure for `image`; every text is escaped (names come from file headers)."""
    slices = ", ".join(str(i + 1) for i in image.indices)
    labels = "".join(
        f"<span>{escape(image.sequence.split(' (')[0])} {image.plane} {i + 1}</span>"
        for i in image.indices
    )
    return Template(read_asset("montage.html")).substitute(
        cols=image.cols,
        rows=image.rows,
        url=escape(image.url, quote=True),
        alt=escape(f"Montage of {image.sequence}, {image.plane} slices {slices}", quote=True),
        labels=labels,
        caption=escape(caption),
    )

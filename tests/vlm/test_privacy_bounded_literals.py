"""Whole-word literals found with str.find give exactly what the regular expression they replace
gives, on random texts full of boundaries, apostrophes and hyphens."""

import random
import re

import pytest

from vlm.privacy.bounded_literals import bounded_literals

_ALPHABET = "ab AB-'’_1.é"


def _by_regex(text: str, literals: set[str], before: str, after: str) -> list[tuple[int, int]]:
    pattern = re.compile(
        rf"(?<![\w{re.escape(before)}])(?:"
        + "|".join(re.escape(x) for x in sorted(literals, key=len, reverse=True))
        + rf")(?![\w{re.escape(after)}])"
    )
    return [m.span() for m in pattern.finditer(text)]


@pytest.mark.parametrize("before,after", [("'’-", "-"), ("-", "-"), ("", "")])
def test_same_spans_as_the_regular_expression(before: str, after: str):
    rng = random.Random(7)
    for _ in range(3000):
        text = "".join(rng.choice(_ALPHABET) for _ in range(rng.randint(0, 30)))
        literals = {
            "".join(rng.choice(_ALPHABET) for _ in range(rng.randint(1, 4)))
            for _ in range(rng.randint(1, 4))
        }
        assert bounded_literals(text, literals, before, after) == _by_regex(
            text, literals, before, after
        ), (text, literals)


def test_an_empty_literal_is_refused():
    with pytest.raises(ValueError):
        bounded_literals("text", {""})

"""The bench row of the held-back set the privacy gate reads slowest (bench/privacy.py)."""

from bench.phi_sets import Score
from bench.privacy import slowest_held_back


def _timed(seconds: float, chars: int) -> Score:
    return Score(seconds=seconds, chars=chars)


def test_the_slowest_held_back_set_is_named_and_tuning_sets_are_not_counted() -> None:
    scores = [
        ("frozen", _timed(0.010, 1000), False),
        ("frozen q", _timed(0.030, 2000), False),  # 15 ms per 1,000 characters
        ("frozen r", _timed(0.012, 1000), False),
        ("tuning", _timed(0.050, 1000), True),  # slower, but tuned on: not a held-back set
    ]
    row = slowest_held_back(scores)
    assert row.ours == 15.0
    assert "frozen q" in row.note and "of 3" in row.note
    assert row.target == "< 20 ms"

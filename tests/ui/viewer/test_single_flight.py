"""SingleFlight: callers of one key run one at a time; other keys are not held up."""

from __future__ import annotations

import threading

from ui.viewer.single_flight import SingleFlight


def test_one_key_runs_alone_and_is_forgotten_after() -> None:
    flights = SingleFlight()
    inside = threading.Event()
    release = threading.Event()
    order: list[str] = []

    def first() -> None:
        with flights.hold("k"):
            order.append("first in")
            inside.set()
            release.wait(10)
            order.append("first out")

    def second() -> None:
        with flights.hold("k"):
            order.append("second in")

    a = threading.Thread(target=first)
    a.start()
    assert inside.wait(10)
    b = threading.Thread(target=second)
    b.start()
    while flights.waiting("k") < 2:  # the second caller is queued behind the first
        threading.Event().wait(0.001)
    with flights.hold("other"):  # another key is free meanwhile
        assert flights.waiting("other") == 1
    release.set()
    a.join(10)
    b.join(10)
    assert order == ["first in", "first out", "second in"]
    assert flights.waiting("k") == 0 and flights.waiting("other") == 0


def test_a_failing_holder_releases_the_key() -> None:
    flights = SingleFlight()
    try:
        with flights.hold("k"):
            raise ValueError("boom")
    except ValueError:
        pass
    assert flights.waiting("k") == 0
    with flights.hold("k"):  # not left locked
        assert flights.waiting("k") == 1

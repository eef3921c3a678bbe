"""The reference named early in an answer read whole, a later sentence settling on a name the
table does not read: undecided, never "correct" on the name the answer left behind."""

from __future__ import annotations

from tests.support.verdicts import verdict


def test_a_later_sentence_settling_on_an_unread_name_leaves_it_undecided() -> None:
    answer = (
        "A small retroclival lesion raises chordoma. The absence of enhancement and the stalk "
        "to the clivus make an ecchordosis physaliphora the more plausible answer."
    )
    assert verdict(answer, "Chordoma") is None


def test_a_german_later_sentence_settles_as_well() -> None:
    answer = (
        "Man könnte an ein Meningeom denken. Die Osteolyse und die weiteren Herde im Schädel "
        "machen ein Plasmozytom wahrscheinlicher."
    )
    assert verdict(answer, "Meningiom") is None


def test_the_reference_committed_in_its_own_sentence_keeps_its_verdict() -> None:
    answer = (
        "Most likely a meningioma of the left convexity. The dural tail and the hyperostosis "
        "are the more plausible clues here than the mild oedema."
    )
    assert verdict(answer, "Meningioma") is True


def test_a_later_sentence_of_advice_does_not_settle() -> None:
    answer = "Glioblastoma of the right temporal lobe. A biopsy is therefore the next step."
    assert verdict(answer, "Glioblastoma") is True

"""Words that read like a name after a cue but are not one: a noun "Patient" qualifies, "Pat." for
the patient, a label opening the line after a cue, an adverb before a verb of a person, a
discipline after "seen by"; the names beside them still go."""

import pytest

from tests.support.privacy_spans import assert_kept_and_gone
from vlm.privacy.adverbs import is_adverb


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Patient Transport arranged for Tuesday morning.", "Transport"),
        ("Patient Information Leaflet on valproate given and discussed.", "Information Leaflet"),
        ("Initially presented with a left foot drop in March.", "Initially"),
        ("Subsequently attended the emergency department twice.", "Subsequently"),
        ("Reviewed on the ward. Seen by Dietetics, weight stable.", "Dietetics"),
        ("Verwijzing neuroloog\nAan: polikliniek neurologie", "Aan"),
    ],
)
def test_the_word_is_kept(text, kept):
    assert_kept_and_gone(text, kept=[kept], gone=[])


def test_names_after_the_same_cues_still_go():
    text = (
        "Patient Marjorie Fenwick seen today. Kelly presented with her mother. "
        "Konsilbericht\nPat. Werner Kaminski, 71 Jahre."
    )
    assert_kept_and_gone(text, kept=["Pat."], gone=["Marjorie Fenwick", "Kelly", "Werner Kaminski"])


def test_adverbs_have_a_stem_that_is_a_word_and_surnames_do_not():
    assert is_adverb("Originally") and is_adverb("Probably") and is_adverb("Happily")
    assert not is_adverb("Connolly") and not is_adverb("Donnelly") and not is_adverb("Emily")


def test_a_stretcher_in_a_spanish_note_is_kept_and_a_camilla_with_a_surname_goes():
    stretcher = "Movilización limitada. Traslado en Camilla a radiología para la RM."
    person = "La paciente recibe la visita de su nieta Camilla Ortega por la tarde."
    assert_kept_and_gone(stretcher, kept=["Camilla"], gone=[])
    assert_kept_and_gone(person, kept=[], gone=["Camilla Ortega"])

"""Units named by their care alone ("Cuidados Intensivos", "Soins Intensifs", "Sala de Agudos")
and laws ("Mental Health Act") are neither institutions nor towns; a hospital or a town after
the same words still goes."""

from tests.support.privacy_spans import assert_kept_and_gone


def test_units_named_by_their_care_after_a_transfer_are_kept():
    text = (
        "Traslado a Cuidados Intensivos por hipoxemia. Ingresa en Cuidados Paliativos. "
        "Transfert en Soins Intensifs le soir même."
    )
    kept = ["Cuidados Intensivos", "Cuidados Paliativos", "Soins Intensifs"]
    assert_kept_and_gone(text, kept=kept, gone=[])


def test_a_ward_named_by_its_care_is_no_town_and_the_town_still_goes():
    text = "Cama 3 de la Sala de Agudos. La paciente vive en Agudos con su hija."
    spans_text = "Sala de Agudos"
    assert_kept_and_gone(text[: text.index(".")], kept=[spans_text], gone=[])
    assert_kept_and_gone(text, kept=[], gone=["Agudos"])


def test_a_law_is_no_institution_and_the_hospital_after_it_goes():
    text = "Detained under the Mental Health Act and moved to Broadmoor Hospital on the same day."
    assert_kept_and_gone(text, kept=["Mental Health Act"], gone=["Broadmoor Hospital"])


def test_a_named_hospital_after_the_transfer_cue_still_goes():
    text = "Traslado al Hospital Santa Clara para cuidados intensivos."
    assert_kept_and_gone(text, kept=["cuidados intensivos"], gone=["Hospital Santa Clara"])

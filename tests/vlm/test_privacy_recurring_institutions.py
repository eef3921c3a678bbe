"""An institution a note names once in full is removed where it stands again by its short form,
its initials or in capitals; a saint's title before it and a campus after a Chinese hospital go
with it. Short forms that are clinical or common words, and initials that are clinical
acronyms, stay. Each case is our own sentence, never taken from an evaluation set."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "left_out"),
    [
        (
            "Seen at Quarrendon Royal Infirmary in May. Her EEG at QRI was normal and "
            "Quarrendon will send the report.",
            ["Quarrendon", "QRI"],
        ),
        (
            "Letterhead: Medisch Centrum Veldhoven-Oost. Eerder op de SEH van MCVO gezien; "
            "controle in Veldhoven-Oost over zes weken.",
            ["Veldhoven-Oost", "MCVO"],
        ),
        (
            "Transferred from Dunmarrow General for thrombectomy; DGH will take him back "
            "when a bed is free.",
            ["Dunmarrow", "DGH"],
        ),
        (
            "TALBRIDGE COMMUNITY HOSPITAL\nShe returned to Talbridge on Monday.",
            ["Talbridge", "TALBRIDGE"],
        ),
        (
            "Wir übernahmen die Patientin aus dem St. Walburga-Krankenhaus Elsdorf; "
            "das St. Walburga hatte bereits ein CT gemacht.",
            ["Walburga", "St. Walburga", "Elsdorf"],
        ),
        ("头颅MRI（青川医科大学附属医院南院区）示腔隙性梗死。", ["青川", "南院区"]),
    ],
)
def test_institution_named_again_is_removed(text, left_out):
    out = _scrub(text)
    for word in left_out:
        assert word not in out, out


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        # the short form of a hospital named after an eponym stays where it is used clinically
        (
            "Referred by Parkinson Memorial Hospital. Parkinson disease was confirmed.",
            "Parkinson disease",
        ),
        # initials that are a clinical acronym are not taken for the hospital
        ("Seen at Trent Infirmary Area (TIA clinic). TIA ruled out.", "TIA ruled out"),
        # kind words alone are no short form
        ("Admitted to Royal General Hospital. General condition good.", "General condition"),
    ],
)
def test_clinical_words_beside_a_recurring_institution_stay(text, kept):
    assert kept in _scrub(text)


def _case(ehr: tuple[tuple[str, str], ...], note: str):
    from data.model import Case, Provenance

    return Case(
        case_id="own",
        title="own case",
        source="local",
        provenance=Provenance(source="test", description="own", licence="own"),
        ehr=ehr,
        notes=(note,),
    )


def test_institution_named_in_one_field_is_removed_from_the_others():
    from vlm.privacy import gate_fields

    case = _case(
        (("Hospital course", "Stable; back to Pellingham on day 5."),),
        "Transferred from Pellingham Royal Infirmary after thrombolysis.",
    )
    sent = " ".join(f.sent or "" for f in gate_fields(case))
    assert "Pellingham" not in sent
    assert "thrombolysis" in sent


def test_initials_that_spell_a_clinical_abbreviation_stay():
    out = _scrub("Seen at Medisch Centrum Achterveld. MRI: left MCA territory infarct.")
    assert "Achterveld" not in out
    assert "left MCA territory" in out

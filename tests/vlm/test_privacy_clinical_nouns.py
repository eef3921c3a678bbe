"""Capitalised clinical words that look like names, kept by the structure around them: a
structure named after a person before its anatomical noun ("Erb point", "arcade of Struthers"),
an antibody's abbreviation after its antigen ("AChR Ab"), a scale's name before lower-case words
and its noun ("Abbey pain scale"), a role written alone ("Kiné :"), a German noun after a
contracted article ("im Zimmer") and a shortened weekday after a role ("physio Thu"). The
names in the same notes still go."""

import pytest

from tests.support.privacy_spans import assert_kept_and_gone, redacted_parts


@pytest.mark.parametrize(
    ("text", "kept", "gone"),
    [
        (
            "Nerve conduction for Mr Tobias Wren: stimulation at Erb point normal; a "
            "Martin-Gruber anastomosis is present on the right.",
            ["Erb", "Martin-Gruber"],
            ["Tobias Wren"],
        ),
        (
            "Median nerve compressed at the ligament of Struthers; Dorello canal and the "
            "Rolando fissure normal. Reviewed by Dr Priscilla Agyeman.",
            ["Struthers", "Rolando"],
            ["Priscilla Agyeman"],
        ),
        (
            "Serology: AChR Ab positive, MuSK Ab negative, anti-Hu Ab and HBs Ag negative. "
            "Discussed with Mrs Imelda Crane.",
            ["AChR Ab", "MuSK Ab", "anti-Hu Ab"],
            ["Imelda Crane"],
        ),
        (
            "Abbey pain scale 6 at night, paracetamol given. Daughter Rosalind rang.",
            ["Abbey pain scale"],
            ["Rosalind"],
        ),
        (
            "Kiné : lever au fauteuil, marche avec déambulateur. Mme Odette Ravel calme.",
            ["Kiné"],
            ["Odette Ravel"],
        ),
        (
            "Mobilisation mit Rollator im Zimmer, Frühstück am Tisch. Ehemann Bertram kommt "
            "morgen.",
            ["im Zimmer"],
            ["Bertram"],
        ),
        (
            "Plan: repeat CT on Wed, physio Thu, OT Fri. Son Lachlan aware.",
            ["physio Thu", "OT Fri"],
            ["Lachlan"],
        ),
    ],
)
def test_clinical_word_stays_and_names_go(text: str, kept: list[str], gone: list[str]) -> None:
    assert_kept_and_gone(text, kept, gone)


@pytest.mark.parametrize(
    "text",
    [
        "Lives near Hunters Point with her sister.",  # a place's head, capitalised
        "Physiotherapy by Reg Hollis on the ward.",  # a short role word is a first name too
        "Visit from Grace Abbey this afternoon.",  # a surname without a scale after it
        "Wohnt mit Frau Anna Kern im Erdgeschoss.",  # a family name that is also a noun
        "Vive en la zona de Getafe con su hijo.",  # a district's noun before a town
    ],
)
def test_names_beside_the_same_words_still_go(text: str) -> None:
    assert redacted_parts(text), text

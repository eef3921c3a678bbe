"""Words that a cue or a tagger reads as an identifier although the structure says otherwise: a
unit named by its care ("ingresado en la Unidad de Ictus"), a clinic named by the disease it
treats ("Parkinson Clinic"), French "adresse" used as the verb of a referral, a role's acronym
after "seen by", a Chinese drug name that jieba cuts into a name and the rest. The identifiers
in the same notes still go."""

import pytest

from tests.support.privacy_spans import assert_kept_and_gone, redacted_parts


@pytest.mark.parametrize(
    ("text", "kept", "gone"),
    [
        (
            "Ingresó en la Unidad de Ictus y después en la Unidad de Cuidados Intensivos. "
            "Su hermano Baltasar Urquijo la visita.",
            ["Unidad de Ictus", "Unidad de Cuidados Intensivos"],
            ["Baltasar Urquijo"],
        ),
        (
            "Transférée en Unité de Soins Intensifs Neurovasculaires, puis suivie par le "
            "Dr Armelle Quéré.",
            ["Unité de Soins Intensifs Neurovasculaires"],
            ["Armelle Quéré"],
        ),
        (
            "Cher confrère, je vous adresse Mme Solène Marchal pour avis, et nous vous "
            "adressons ce patient. Adresse : 6 rue des Tanneurs, 35000 Rennes.",
            ["ce patient", "pour avis"],
            ["Solène Marchal", "6 rue des Tanneurs, 35000 Rennes"],
        ),
        (
            "Plan: review in the Parkinson Clinic in 3 months and by the Alzheimer "
            "Sprechstunde. Letter copied to Dr Horatio Blenkinsop.",
            ["Parkinson Clinic", "Alzheimer"],
            ["Horatio Blenkinsop"],
        ),
        (
            "Swallow assessed; reviewed by SALT and OT this morning. Wife Philippa present.",
            ["SALT"],
            ["Philippa"],
        ),
        (
            "处理：予氟桂利嗪胶囊5mg每晚一次，丙戊酸钠缓释片500mg。家属：女儿周晓梅。",
            ["氟桂利嗪", "丙戊酸钠"],
            ["周晓梅"],
        ),
    ],
)
def test_structure_keeps_word_and_identifiers_go(
    text: str, kept: list[str], gone: list[str]
) -> None:
    assert_kept_and_gone(text, kept, gone)


@pytest.mark.parametrize(
    "text",
    [
        "Suivi au centre de la Unidad de Salud Mental de Móstoles.",  # a town in the unit's name
        "Adresse : 14 avenue Jean Jaurès, 69007 Lyon.",  # the noun after a label is an address
        "Second opinion sought at the Mayo Clinic.",  # an institution named by a person
        "Refer to Cleveland Clinic for the trial.",  # an institution named by its town
    ],
)
def test_identifiers_beside_the_same_words_still_go(text: str) -> None:
    assert redacted_parts(text), text

"""Towns named after a word of residence, origin or travel, after a place label, or after the
word for a village, in the six languages: removed even when no gazetteer knows them, while a
department, a month, a relation or an eponym after the same words stays. Each case is our own
sentence, never taken from an evaluation set."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "town"),
    [
        ("He is keen to get home to Quillbrook before the harvest.", "Quillbrook"),
        ("She spent her childhood growing up in Marrowdale.", "Marrowdale"),
        ("Family are based in Hollinsbury and visit weekly.", "Hollinsbury"),
        ("He farms outside Tregarrow with his nephew.", "Tregarrow"),
        ("Sie kommt ursprünglich aus Kleinbergheim.", "Kleinbergheim"),
        ("Il a grandi à Pontlevoy-sur-Cher.", "Pontlevoy-sur-Cher"),
        ("Se mudó a Villarrubia de Ojos hace dos años.", "Villarrubia de Ojos"),
        ("Mevrouw is afkomstig van Oostermeerland.", "Oostermeerland"),
        ("Vive en un pueblo, Castrobarto, con su hermana.", "Castrobarto"),
        ("Woonplaats: Nieuwe Vennep-Zuid", "Nieuwe Vennep-Zuid"),
        ("Lieu de naissance : Kerlouan", "Kerlouan"),
        ("Social history. Place of birth: Brackenmoor, retired miner.", "Brackenmoor"),
        ("They keep a small farm just outside Hollowmere.", "Hollowmere"),
        ("Sie wohnt im Landkreis Ostermoor auf einem Hof.", "Ostermoor"),
        ("Lives with his wife in Tarrant County, retired.", "Tarrant"),
        ("Er ist in Kleinwerden-Oberhof aufgewachsen.", "Kleinwerden-Oberhof"),
        ("Elle vit à Kervignac-Plouhinec depuis dix ans.", "Kervignac-Plouhinec"),
    ],
)
def test_town_after_a_word_of_residence_is_removed(text, town):
    assert town not in _scrub(text)


@pytest.mark.parametrize(
    "text",
    [
        "Discharged home to Neurology follow-up in March.",
        "He moved to Rehabilitation on day five.",
        "She wants to go home to Mum after discharge.",
        "Grew up in Parkinson's disease clinics as a carer for his father.",
        "Er kommt aus Neurochirurgie zurück.",
        "Discussion en RCP de Neuro-Inflammation.",
        "Er kommt aus Baden-Württemberg und spricht Dialekt.",
        "She moved from Texas to be near her grandchildren.",
        "Diagnosed in Guillain-Barré clinic follow-up.",
    ],
)
def test_department_relation_or_eponym_after_the_same_words_stays(text):
    assert _scrub(text) == text

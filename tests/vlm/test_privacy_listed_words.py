"""Words listed beside others of their kind keep their kind: a first name between drugs is a
drug, relations joined by a conjunction are relations, a meeting, a round, a role or a pathway
after a word that introduces a place is no place, a symptom before a participle is no subject,
a first name before "Team" names a service, and a clinic named by what it treats is a service.
A person or a place with the same shapes is still removed. Each case is our own sentence,
never taken from an evaluation set."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    "text",
    [
        "Bowels not open for three days: Senna and Lactulose prescribed.",
        "Regular laxatives: Laxido, Senna, Docusate.",
        "Zus en Broer zijn gebeld en komen morgen.",
        "Sohn und Tochter wurden über den Befund informiert.",
        "For discussion at Board Round tomorrow morning.",
        "If no bed by midnight, escalate to Site Manager.",
        "Referred via the Discharge to Assess pathway.",
        "Anticonvulsants: Keppra, Vimpat and Frisium at night.",
        "Schmerzen verneint, Übelkeit angegeben.",
        "Reviewed by the Community Rehab Team on the ward.",
        "Beta blockers held. Junior doctor informed.",
        "Se solicita Ayuda a Domicilio a Servicios Sociales.",
        "She was seen in the First Seizure Clinic last month.",
        "Duchenne, Becker and Emery-Dreifuss dystrophies were excluded genetically.",
        "Patient Name: see the label on the front sheet.",
    ],
)
def test_listed_words_keep_their_kind(text):
    assert _scrub(text) == text


def test_a_person_with_a_drug_like_first_name_is_still_removed():
    assert "Senna" not in _scrub("Senna and her husband visited this afternoon.")


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("Herr Brenninkmeyer verneint.", "Brenninkmeyer"),
        ("Her daughter Rehab visited with the grandchildren.", "Rehab"),
        ("Domicilio: calle de la Ribera 12, Haro", "Ribera"),
        ("Seen at the Thornbury Seizure Clinic.", "Thornbury"),
        ("Parkinson, Anna and her son visited on Sunday.", "Anna"),
        ("Patient Name: Harold Steed", "Steed"),
    ],
)
def test_the_same_shapes_with_a_person_or_a_place_are_removed(text, gone):
    assert gone not in _scrub(text)

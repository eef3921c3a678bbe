"""A capitalised word the note's language rarely uses, after a preposition of place or care, is
read as an institution or a place; everyday words, clinical words and eponyms in the same slot
stay. Each case is our own sentence, never taken from an evaluation set."""

import subprocess
import sys

import pytest

from vlm.privacy import Deidentifier
from vlm.privacy.rare_words import is_rare, note_language


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("CT head was done at Brockhurst before she came to us; no bleed.", "Brockhurst"),
        ("He was worked up from Quarrendon last year with a normal EEG.", "Quarrendon"),
        ("Previously an inpatient at McAllistair for a fall.", "McAllistair"),
        (
            "Le dossier a été discuté avec la neurochirurgie de Bellefontaine pour une dérivation.",
            "Bellefontaine",
        ),
        ("Pendiente de valoración por neurocirugía del Valdecilla mañana.", "Valdecilla"),
        ("Die Patientin wurde aus Quellenhof übernommen, dort Lyse ohne Erfolg.", "Quellenhof"),
        ("Il a été suivi à Tarnefort pendant deux ans pour son épilepsie.", "Tarnefort"),
        ("Il a été transféré de Villecresnes pour une thrombectomie.", "Villecresnes"),
        (
            "Ingresó hace un año en Torrequebrada por un ictus lacunar y se fue con el alta.",
            "Torrequebrada",
        ),
        ("La paciente fue remitida desde Castrogeriz con cefalea brusca.", "Castrogeriz"),
        ("Mevrouw kwam vanuit Oosterwolde met een verlamming van de arm.", "Oosterwolde"),
    ],
)
def test_rare_word_after_a_place_word_is_removed(text: str, gone: str) -> None:
    assert gone not in _scrub(text)


@pytest.mark.parametrize(
    "text",
    [
        "Pain at Rest, worse in Flexion; he was seen in Resus and later in Majors.",
        "Schmerzen bei Belastung, Kontrolle in der Wirbelsäulensprechstunde, Besserung im Verlauf.",
        "Physiotherapie nach Bobath, Kraftgrad 4/5 nach Janda, Patient in Seitenlage.",
        "Signe de Babinski à droite, douleur au Repos, retour à Domicile prévu.",
        "Escala de Downton 3, dolor en Reposo, signo de Babinski positivo.",
        "Pijn bij Inspanning en bij Palpatie, daarna naar Huis met thuiszorg.",
        "The answers were scored as in NeuroBench-Lite and searched in PubMed.",
        "Antécédent de chirurgie de Mohs sur le nez, sans séquelle.",
        "Sturz bei Orthostase, Verwirrtheit bei Exsikkose, Kontrolle bei Beschwerdepersistenz.",
        "Verslikken bij Dysfagie, vallen bij Orthostase, onrustig bij Exsiccose.",
        "Patient im Delir, Thrombektomie bei Mediainfarkt, Lyse bei Basilaristhrombose.",
    ],
)
def test_everyday_and_clinical_words_in_the_slot_stay(text: str) -> None:
    assert _scrub(text) == text


def test_rare_words_and_the_notes_language() -> None:
    assert is_rare("Quarrendon", "en") and not is_rare("Hospital", "en")
    assert not is_rare("Belastung", "de")
    assert note_language("Paciente de 60 años con dolor en el brazo y fiebre desde ayer.") == "es"
    assert note_language("BP 120/80. GCS 15.") is None


def test_word_lists_are_not_loaded_when_the_gate_is_imported() -> None:
    code = "import sys, vlm.privacy; print('wordfreq' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"

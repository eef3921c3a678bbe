"""A capitalised word the note's language rarely uses, inside a sentence and found by no other
rule, is read as a place or an institution; drugs and brands, eponyms, scales, clinical words,
sentence starts and words beside a number stay. Our own sentences."""

import subprocess
import sys

import pytest

from vlm.privacy import Deidentifier
from vlm.privacy.drug_lexicon import is_drug_name
from vlm.privacy.rare_capitals import rare_capital_spans
from vlm.privacy.spans import Span

_EN = "He is alert and oriented with no focal deficit and his speech is fluent. "
_DE = "Die Patientin ist wach und orientiert, die Sprache ist flüssig und es gibt keine Paresen. "
_FR = "La patiente est consciente et orientée, sans déficit focal, avec une parole fluide. "
_ES = "La paciente está consciente y orientada, sin focalidad y con un lenguaje fluido. "
_NL = "De patiënt is wakker en georiënteerd, zonder uitval en met een vlotte spraak. "


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        (_EN + "She was referred by Quarrington after a fall.", "Quarrington"),
        (_EN + "\ncc: his GP and Stavenholme, for their records", "Stavenholme"),
        (_DE + "Die Zuweisung erfolgte durch Quernhausen am Morgen.", "Quernhausen"),
        (_FR + "Elle est adressée par Vauquelière pour un avis.", "Vauquelière"),
        (_ES + "Paciente remitida por Villaquintana para estudio.", "Villaquintana"),
        (_NL + "Hij werd ingestuurd door Hazelaarhof wegens uitval.", "Hazelaarhof"),
        (_NL + "Hij werd ingestuurd wegens uitval.\nKopie: Wolderveen", "Wolderveen"),
    ],
)
def test_rare_capitalised_word_after_by_or_on_a_copy_line_is_removed(text: str, gone: str) -> None:
    assert gone not in _scrub(text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        (_EN + "She takes Keppra and Vimpat and tried Antivert.", "Antivert"),
        (_EN + "He was given Privigen over five days.", "Privigen"),
        (_EN + "Hoffmann negative, Dix-Hallpike negative, Romberg absent.", "Dix-Hallpike"),
        (_EN + "Quarrington 4 was the bay he slept in.", "Quarrington 4"),
        (_DE + "Therapie mit Marcumar, Antagonisierung mit Beriplex und Konakion.", "Konakion"),
        (_ES + "Se inicia Aciclovir y Ceftriaxona por vía intravenosa.", "Ceftriaxona"),
    ],
)
def test_drug_eponym_or_word_beside_a_number_stays(text: str, kept: str) -> None:
    assert kept in _scrub(text)


def test_prose_sentence_starts_and_found_spans_are_not_read() -> None:
    text = _EN + "Quarrington wrote.\nTillersby\nOld notes requested; Stavenholme replied."
    assert list(rare_capital_spans(text, [])) == []
    inside = _EN + "She was referred by Quarrington clinic."
    start = inside.index("Quarrington")
    assert list(rare_capital_spans(inside, [Span(start, start + 11, "institution")])) == []


def test_title_case_terms_and_german_nouns_after_by_stay() -> None:
    text = _EN + "Seizures triggered by Photoparoxysmal Stimulation were seen."
    assert list(rare_capital_spans(text, [])) == []
    german = _DE + "Die Besserung erfolgte durch Krankengymnastik und Logopädie."
    assert list(rare_capital_spans(german, [])) == []


def test_drug_lexicon_knows_brands_and_not_places() -> None:
    assert is_drug_name("Keppra") and is_drug_name("sintrom")
    assert not is_drug_name("Quarrington")


def test_a_note_in_no_latin_language_is_not_read() -> None:
    assert list(rare_capital_spans("Quarrington Tillersby", [])) == []


def test_drug_dictionary_is_not_read_when_the_gate_is_imported() -> None:
    code = (
        "import sys, vlm.privacy; from vlm.privacy.drug_lexicon import drug_words; "
        "print(drug_words.cache_info().currsize, 'drug_named_entity_recognition' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["0", "False"]

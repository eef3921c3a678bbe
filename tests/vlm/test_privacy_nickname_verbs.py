"""Nicknames after the words that give them, in quotes or after "known to the family as", in
six languages. Words that also introduce a term ("so-called", "dite", "conocido como") are no
such cue. Each case is our own sentence, never taken from an evaluation set."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "nickname"),
    [
        ("Goes by 'Sonny' on the ward, answers to nothing else.", "Sonny"),
        ("Known to the family as Pip since childhood.", "Pip"),
        ("Prefers to be called Bertie by staff.", "Bertie"),
        ("Wird im Heim „Mausi“ genannt und reagiert darauf.", "Mausi"),
        ("Surnommée « Mamie Jo » par les soignants.", "Mamie Jo"),
        ("Le dicen 'el Chato' en el barrio.", "el Chato"),
        ("Meneer wil 'Dolf' genoemd worden.", "Dolf"),
        ("Roepnaam: 'Bep'.", "Bep"),
        ("婆婆夜間不停叫「阿芬」。", "阿芬"),
        ("病人稱外孫為「朗朗」。", "朗朗"),
        ("伯伯名叫鍾永康，獨居。", "鍾永康"),
    ],
)
def test_nickname_after_a_naming_word_is_removed(text, nickname):
    assert nickname not in _scrub(text)


@pytest.mark.parametrize(
    "text",
    [
        'A so-called "sundowning" pattern in the evenings.',
        "La maladie dite « de Charcot » est évoquée.",
        "Un patrón conocido como 'fenómeno de congelación'.",
        "醫生稱為「柏金遜症」。",
        "病人不停叫「痛」。",
    ],
)
def test_a_term_in_quotes_after_a_word_of_naming_stays(text):
    assert "[NAME]" not in _scrub(text)

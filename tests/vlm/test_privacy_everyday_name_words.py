"""First names of the lexicon that are everyday words of the note's language are read as the word
when they stand alone, and a real name in the same place still goes."""

from tests.support.privacy_spans import assert_kept_and_gone


def test_german_adverbs_and_nouns_at_a_sentence_start_stay():
    text = (
        "Verlauf: Nur geringe Besserung der Parese. Eben noch leichte Dysarthrie. Gar kein "
        "Schwindel mehr. Stein im Nierenbecken als Nebenbefund. Frisch operiert, daher "
        "Thromboseprophylaxe mit Enoxaparin."
    )
    assert_kept_and_gone(text, kept=["Nur", "Eben", "Gar", "Stein", "Frisch"], gone=[])


def test_a_german_noun_after_such_a_word_is_no_surname():
    text = "Der Patient ist wach. Anders Kopfschmerz als sonst, eher drückend."
    assert_kept_and_gone(text, kept=["Anders Kopfschmerz"], gone=[])


def test_dutch_and_spanish_sentence_starts_stay():
    dutch = (
        "De patiënt is stabiel. Dan wordt de katheter verwijderd. Helder en alert bij de visite."
    )
    spanish = (
        "La paciente está estable. Nada que destacar por la noche. Mira la televisión con su hija."
    )
    assert_kept_and_gone(dutch, kept=["Dan", "Helder"], gone=[])
    assert_kept_and_gone(spanish, kept=["Nada", "Mira"], gone=[])


def test_the_same_word_after_a_cue_or_with_a_surname_is_still_a_name():
    dutch = (
        "De patiënt werd bezocht door haar zoon Dan Verbeek. "
        "Hij is de contactpersoon van de familie."
    )
    german = "Der Patient wurde von Dr. Stein untersucht, die Ehefrau ist informiert."
    assert_kept_and_gone(dutch, kept=[], gone=["Dan Verbeek"])
    assert_kept_and_gone(german, kept=[], gone=["Stein"])


def test_a_word_of_another_language_keeps_the_lexicons_reading():
    # "Dan" is an everyday Dutch word, but an English note writes it as a first name
    text = "The patient was seen with his brother. Dan drove him to the clinic and will return."
    assert_kept_and_gone(text, kept=[], gone=["Dan"])

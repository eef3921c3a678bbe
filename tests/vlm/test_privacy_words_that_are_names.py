"""Clinical words that are also first names: an examination heading ("Cor:"), a French
conjunction opening a sentence ("Si échec"), "frank" before blood or pus, and a German noun
before its genitive ("Lage der Sonde"). With a surname, after a title or a relation, the same
words are still names."""

from tests.support.privacy_spans import assert_kept_and_gone


def test_heart_heading_in_a_german_and_a_dutch_examination_is_kept():
    text = "Cor: Herztöne rein, rhythmisch, keine Geräusche.\nCor: s1 s2 zuiver, geen souffle."
    assert_kept_and_gone(text, kept=["Cor"], gone=[])


def test_a_dutch_patient_named_cor_still_goes():
    text = "Patiënt Cor Bakker (71) wordt opgenomen; zijn zoon Cor komt vanavond langs."
    assert_kept_and_gone(text, kept=[], gone=["Cor Bakker"])


def test_a_french_conjunction_opening_a_sentence_is_kept():
    text = "Si persistance des céphalées, refaire une IRM. Si aggravation, appeler le 15."
    assert_kept_and_gone(text, kept=["Si persistance", "Si aggravation"], gone=[])


def test_frank_before_blood_or_pus_is_kept():
    text = (
        "Bei der Punktion Frank blutiger Liquor, im Verlauf klarer.\n"
        "Wound review: Frank pus from the burr hole site, swab sent."
    )
    assert_kept_and_gone(text, kept=["Frank blutiger", "Frank pus"], gone=[])


def test_a_person_named_frank_still_goes_and_takes_the_word_with_him():
    # once a Frank of the case is a person, every "Frank" of the note goes (fail closed)
    text = "Referred by Frank Hollister, physiotherapist. Frank bled little at the drain site."
    assert_kept_and_gone(text, kept=[], gone=["Frank Hollister", "Frank"])


def test_a_german_noun_before_its_genitive_is_kept():
    text = "Lage der Magensonde im Röntgen korrekt. Lage des Katheters unverändert."
    assert_kept_and_gone(text, kept=["Lage der Magensonde", "Lage des Katheters"], gone=[])

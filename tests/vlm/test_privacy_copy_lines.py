"""Every person of a letter's copy line goes, in the six languages; a service or a single word
without a title stays."""

from tests.support.privacy_spans import assert_kept_and_gone


def test_every_person_of_an_english_copy_line():
    text = "Kind regards\ncc Dorothea Lamprey; Osric Lamprey (grandson); Memory Clinic"
    assert_kept_and_gone(text, ["Memory Clinic", "grandson"], ["Dorothea Lamprey", "Osric Lamprey"])


def test_copy_lines_in_other_languages():
    text = (
        "Copia a: Herminia Cuesta Ibarra; Tomasa Ibarra\n"
        "Kopie aan: huisarts; Wietske Dijkhuis\n"
        "Nachrichtlich: Frau Elfriede Gansloser; Pflegedienst"
    )
    assert_kept_and_gone(
        text,
        ["huisarts", "Pflegedienst"],
        ["Herminia Cuesta Ibarra", "Tomasa Ibarra", "Wietske Dijkhuis", "Elfriede Gansloser"],
    )

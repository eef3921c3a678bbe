"""Employers named after a job without a verb of work (German "Lageristin bei …", French
"ouvrier chez …"), and Dutch companies led by a capitalised surname particle ("werkt bij Van
…"), beside "bei" phrases of time or reason and "chez" before a title or a relative."""

from tests.support.privacy_spans import assert_kept_and_gone, redacted_parts


def test_german_job_noun_before_bei_names_the_employer():
    text = "Früher Lageristin bei Spedition Hallwanger, der Mann ist Busfahrer beim Ostbus Verkehr."
    assert_kept_and_gone(text, ["Lageristin", "Busfahrer"], ["Hallwanger", "Ostbus Verkehr"])


def test_bei_phrases_of_reason_and_time_stay():
    text = (
        "Lehrer bei Verdacht auf Epilepsie krankgeschrieben. Pfleger bei Aufnahme informiert. "
        "Glyceroltrinitrat bei Bedarf."
    )
    assert redacted_parts(text) == []


def test_name_after_chez_goes_but_not_a_title_or_a_relative():
    text = "Il est magasinier chez Brossard Frères. Vit chez sa fille. Suivi chez le Dr Pelletier."
    assert_kept_and_gone(text, ["magasinier", "Vit chez sa fille"], ["Brossard Frères"])
    assert not any("Dr" in part for part in redacted_parts(text))


def test_dutch_company_led_by_a_surname_particle():
    text = "Hij werkt bij Van Houtem Installatietechniek; zij werkt bij de gemeente."
    assert_kept_and_gone(text, ["bij de gemeente"], ["Van Houtem Installatietechniek"])


def test_surname_led_name_after_dutch_bij_goes_but_not_a_latin_phrase():
    text = (
        "Re-integratie bij Van Oosterhout Metaal; hij woont bij De Kleine Akker. Let bij De Novo."
    )
    assert_kept_and_gone(
        text, ["Re-integratie", "De Novo"], ["Van Oosterhout Metaal", "Kleine Akker"]
    )


def test_nouns_of_work_and_an_article_led_name_name_the_employer():
    text = (
        "He used to work at the Ferrow & Daines site. Su marido trabaja en El Almacén Ribera; "
        "para su trabajo en Conservas Maeztu. Werkhervatting halftijds bij Drukkerij Oosting."
    )
    assert_kept_and_gone(
        text,
        ["used to work at", "Werkhervatting halftijds"],
        ["Ferrow & Daines", "El Almacén Ribera", "Conservas Maeztu", "Drukkerij Oosting"],
    )


def test_a_feast_after_work_at_is_a_time():
    assert redacted_parts("Plans to be back to work at Christmas, part time.") == []

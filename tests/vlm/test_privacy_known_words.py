"""A known surname that is also an everyday word stays where the note writes the word in lower
case, and goes wherever it stands as the name."""

from vlm.privacy import Deidentifier


def _parts(known: list[str], text: str) -> list[str]:
    return [text[s.start : s.end] for s in Deidentifier(known).find_spans(text)]


def test_the_everyday_word_in_lower_case_is_kept():
    text = "Mr Fell was seen in clinic. He fell on the stairs in March and again last week."
    found = _parts(["Arthur Fell"], text)
    assert "Fell" in found and "fell" not in found


def test_the_lower_case_word_after_a_title_or_particle_still_goes():
    text = "Telefonisch contact met dhr. groen; de zoon van mevr. de groen belt morgen terug."
    spans = Deidentifier(["Henk Groen"]).find_spans(text)
    at = [i for i in range(len(text)) if text.startswith("groen", i)]
    assert len(at) == 2
    for i in at:
        assert any(s.start <= i and i + 5 <= s.end for s in spans), (i, spans)


def test_a_first_name_in_lower_case_still_goes():
    text = "Spoke with the patient today; maribel was tired but oriented, her speech was clear."
    assert "maribel" in _parts(["Maribel Torres"], text)


def test_in_a_note_written_in_lower_case_the_word_still_goes():
    text = (
        "pt fell twice overnight, no head injury, obs stable, neuro obs unchanged, family "
        "aware, physio to review gait tomorrow, falls bundle in place"
    )
    assert "fell" in _parts(["Arthur Fell"], text)


def test_a_word_of_a_known_employer_in_lower_case_still_goes():
    text = "Works night shifts in the warehouse; the occupational health nurse at harbour said so."
    assert "harbour" in _parts(["Harbour Freight Logistics"], text)

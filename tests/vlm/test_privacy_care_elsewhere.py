"""Where care or a test goes on, named after the verb that says so (a care noun, a verb and a
preposition; samples sent to a laboratory), and Chinese care facilities by the word that ends
their name. Departments, services and facilities named by their kind alone stay. Each case is
our own sentence, never taken from an evaluation set."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("Revalidatie vindt plaats in Heliomare, daarna naar huis.", "Heliomare"),
        ("Rehabilitation will take place at Hunters Moor from Monday.", "Hunters Moor"),
        ("Die Reha erfolgt anschließend in Hohenurach.", "Hohenurach"),
        ("La rééducation aura lieu à Kerpape dès la semaine prochaine.", "Kerpape"),
        ("La rehabilitación se realizará en Lescer tras el alta.", "Lescer"),
        ("Anti-NMDA antibodies sent to Mercia Labs, result awaited.", "Mercia"),
        ("Liquor eingeschickt an Medilys zur Bestimmung der Antikörper.", "Medilys"),
        ("病人逢星期三於秀茂坪長者中心參加活動。", "秀茂坪長者中心"),
        ("出院后转入松鹤护老院继续照护。", "松鹤护老院"),
        ("患者曾在和睦家诊所就诊。", "和睦家诊所"),
    ],
)
def test_care_place_is_removed(text: str, gone: str) -> None:
    assert gone not in _scrub(text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("CSF sent to Neurology and Microbiology for review.", "Microbiology"),
        ("Follow-up will be in May with a repeat MRI.", "May"),
        ("Physiotherapy continues at Home twice a week.", "Home"),
        ("Die Reha erfolgt in Absprache mit dem Hausarzt.", "Absprache"),
        ("Die Nachsorge erfolgt in Zusammenarbeit mit der Praxis.", "Zusammenarbeit"),
    ],
)
def test_service_or_kind_is_kept(text: str, kept: str) -> None:
    assert kept in _scrub(text)

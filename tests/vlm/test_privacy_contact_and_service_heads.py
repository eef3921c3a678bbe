"""Whom a clinician called or spoke to, an outside imaging centre, lab or pharmacy named before
its trade without a cue, and Chinese hospitals written the short way go; a role, a department,
a relative, a kind of study and the times, wards and people between the same Chinese words stay.
Each case is our own sentence, never taken from an evaluation set."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("Phoned Larchfield to ask whether they can take him back.", "Larchfield"),
        ("Liaised with Orchard Vale regarding the transfer.", "Orchard Vale"),
        ("Heute Rücksprache mit Vitanas wegen der Rückverlegung.", "Vitanas"),
        ("Appelée Domusvi pour organiser le retour.", "Domusvi"),
        ("Llamamos a Adeslas para la autorización del TAC.", "Adeslas"),
        ("Gebeld met Zorggroep Elde over de terugplaatsing.", "Elde"),
        ("Previous CT (Ridgeway Imaging, 2022) reported as normal.", "Ridgeway"),
        ("Ferritin pending (Halcyon Labs).", "Halcyon"),
        ("Collect the new prescription from Abbeyfield Pharmacy.", "Abbeyfield"),
        ("Bilan sanguin transmis par le Laboratoire Cerbelle.", "Cerbelle"),
        ("转诊自湘雅，头颅MRI示多发腔梗。", "湘雅"),
        ("曾在华西二院就诊。", "华西二院"),
        ("2019年在301医院行手术。", "301医院"),
        ("外院（仁济）CT未见出血。", "仁济"),
        ("曾於廣華留醫一週。", "廣華"),
    ],
)
def test_contact_trade_or_short_hospital_is_removed(text: str, gone: str) -> None:
    assert gone not in _scrub(text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Called GP, no answer; spoke to Radiology re slot.", "Radiology"),
        ("Informed Mum by phone this evening.", "Mum"),
        ("Brain Imaging showed no interval change.", "Brain Imaging"),
        ("Referred to Interventional Radiology for coiling.", "Interventional Radiology"),
        ("于今日行MRI检查。", "今日"),
        ("于急诊行CT，未见出血。", "急诊"),
        ("于床旁行腰穿。", "床旁"),
        ("由家属陪同就诊。", "家属陪同"),
    ],
)
def test_role_department_study_or_time_stays(text: str, kept: str) -> None:
    assert kept in _scrub(text)

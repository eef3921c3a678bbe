"""Post-office boxes in six languages and the town after one; a blood pressure written "BP 160"
stays. Each case is our own sentence, never taken from an evaluation set."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("Réponse à adresser au cabinet, BP 318, 84000 Avignon.", "318"),
        ("Service des archives, B.P. 62, 59037 Lille Cedex.", "62"),
        ("Direction des soins, CS 70034, 35033 Rennes Cedex 9", "70034"),
        ("Enviar el informe al Apdo. 2291, 46080 Valencia.", "2291"),
        ("Correspondencia: Apartado postal 53, Cuernavaca.", "Cuernavaca"),
        ("Correspondencia: Apartado postal 53, Cuernavaca.", "53"),
        ("Retour via Antwoordnummer 5120, 9700 VB Groningen.", "5120"),
        ("Statements go to GPO Box 4471, Hobart.", "4471"),
        ("病历寄往：杭州市邮政信箱 2087号", "2087"),
        ("覆診通知寄往郵政信箱 615號", "615"),
    ],
)
def test_box_is_removed(text: str, gone: str) -> None:
    assert gone not in _scrub(text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Obs on arrival: T 37.9, BP 168, HR 104, RR 22.", "BP 168"),
        ("BP 142/88 sitting, repeat in clinic.", "BP 142/88"),
        ("Ticked the box 4 on the consent form.", "box 4"),
    ],
)
def test_clinical_numbers_stay(text: str, kept: str) -> None:
    assert kept in _scrub(text)

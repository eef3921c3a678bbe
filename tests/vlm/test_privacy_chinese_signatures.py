"""A Chinese name that signs a line after its role goes, whatever its family name; a remark after
the same role stays. Each case is our own sentence, never taken from an evaluation set."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("覆診安排：兩星期後\n醫生：甘柏霖", "柏霖"),
        ("复查头颅CT未见出血。\n主治医师：冼嘉欣", "嘉欣"),
        ("病人情緒穩定，已進食。\n護士：區淑貞", "淑貞"),
    ],
)
def test_signature_is_removed(text: str, gone: str) -> None:
    assert gone not in _scrub(text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("夜间血压偏高。\n护士：已通知值班", "已通知值班"),
        ("家属询问手术风险。\n医生：同意转院", "同意转院"),
    ],
)
def test_remark_after_role_stays(text: str, kept: str) -> None:
    assert kept in _scrub(text)

"""A service named only by the body part, the disease or the kind of care it deals with is no
institution; one word that names a place keeps it one."""

import pytest

from tests.support.privacy_spans import assert_kept_and_gone


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Seen in the Rapid Access Chest Pain Clinic last spring.", "Chest Pain Clinic"),
        ("Referral made to Early Supported Discharge on Friday.", "Early Supported Discharge"),
        ("Refer to the Motor Neurone Disease Care Centre.", "Motor Neurone Disease Care Centre"),
        ("Suivi en Hôpital de Jour Gériatrique le mardi.", "Hôpital de Jour Gériatrique"),
    ],
)
def test_a_service_named_by_what_it_treats_is_kept(text, kept):
    assert_kept_and_gone(text, kept=[kept], gone=[])


def test_a_named_hospital_of_the_same_shape_still_goes():
    text = (
        "Cataract surgery at Moorfields Eye Hospital; review at the Wessex Spinal Injuries Centre."
    )
    assert_kept_and_gone(text, kept=[], gone=["Moorfields", "Wessex"])

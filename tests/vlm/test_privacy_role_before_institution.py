"""A clinician's role before the department it heads is no institution; a named clinic after the
same role still goes. Our own sentences."""

from tests.support.privacy_spans import assert_kept_and_gone


def test_role_before_its_department_is_kept() -> None:
    text = "Mit kollegialen Grüßen, Oberarzt der Klinik für Geriatrie, Dr. Wendt."
    assert_kept_and_gone(text, ["Oberarzt der Klinik für Geriatrie"], ["Wendt"])


def test_named_clinic_after_the_role_still_goes() -> None:
    text = "Chefarzt der Helios Klinik Wuppertal, Dr. Ahrens."
    assert_kept_and_gone(text, ["Chefarzt"], ["Helios Klinik Wuppertal", "Ahrens"])

"""Rules that read long runs (initials, hyphen chains, capitals) once find what a full scan
finds: a degree is looked for first and the name before it read back from there; a DICOM
Family^Given name starts only where its run of letters starts; runs of initials alone are not
read a second time in title case."""

from vlm.privacy import Deidentifier
from vlm.privacy.name_cues import FAMILY_GIVEN, POSTNOMINAL, postnominal_matches

SIGNATURES = [
    "cc: J. van der Berg MD; Dr K. Lee, PhD; M.A. Otieno MBChB.",
    "Reviewed by T. Okafor MBBS FRCP and Lena Voss, RN, on the ward.",
    "Signed A. Smith MD, B. Jones PhD",
    "A. " * 300 + "Tomas Lind MD",
    "Thrombolysis started (MD decision), no name here, PhD student present.",
]


def test_names_before_degrees_are_those_a_full_scan_finds():
    for text in SIGNATURES:
        found = [m.span("id") for m in postnominal_matches(text)]
        assert found == [m.span("id") for m in POSTNOMINAL.finditer(text)], text
    assert [m.group("id") for m in postnominal_matches(SIGNATURES[0])] == [
        "J. van der Berg",
        "Dr K. Lee",
        "M.A. Otieno",
    ]


def test_a_dicom_person_name_is_found_whole_and_only_from_its_start():
    text = "Patient Jean-Pierre^Marie, referred by O'Brien^Pat; next of kin SMITH^JOHN"
    assert [m.group() for m in FAMILY_GIVEN.finditer(text)] == [
        "Jean-Pierre^Marie",
        "O'Brien^Pat",
        "SMITH^JOHN",
    ]
    chain = "-".join(["Jean", "Pierre", "Marie"] * 2000)
    assert list(FAMILY_GIVEN.finditer(chain)) == []


def test_initials_in_capitals_are_removed_as_before():
    gate = Deidentifier()
    out = gate.scrub("Seen with A. B. C. Kowalczyk MD at ST. WILFRID'S HOSPITAL.\nA. A. A. A.")
    assert "Kowalczyk" not in out and "WILFRID" not in out
    assert out.endswith("A. A. A. A.")

"""Report-style and shorthand answers, through the path a scored sample takes: a report's
numbered impression, labels in a row on one line, findings then an arrow, a label that refers
back, 'both X and Y', and a meningioma's grade named as its subtype."""

from __future__ import annotations

import pytest

from tests.support.verdicts import verdict

REPORT = (
    "FINDINGS: Crescentic extra-axial collection over the right convexity, mixed density, "
    "5 mm midline shift. Periventricular white matter hypodensity.\n"
    "IMPRESSION:\n1. Acute-on-chronic right subdural haematoma.\n"
    "2. Chronic small vessel disease."
)


def test_a_reports_numbered_impression_is_led_by_its_first_item() -> None:
    assert verdict(REPORT, "Subdural hematoma") is True
    assert verdict(REPORT, "Cerebral small vessel disease") is False


def test_a_numbered_impression_without_a_findings_section_stays_a_list() -> None:
    answer = "Impression:\n1. Multiple sclerosis\n2. NMOSD\n3. ADEM"
    assert verdict(answer, "Multiple sclerosis") is not True


@pytest.mark.parametrize(
    ("reference", "expected"),
    [("Cerebral abscess", True), ("Glioblastoma", False)],
)
def test_a_label_ends_where_the_next_label_of_its_line_opens(
    reference: str, expected: bool
) -> None:
    answer = "Highest probability: pyogenic abscess. Lower probability: glioblastoma, metastasis."
    assert verdict(answer, reference) is expected


def test_findings_then_an_arrow_conclude_with_what_follows_the_arrow() -> None:
    answer = "Bilateral pulvinar and dorsomedial thalamic FLAIR signal in a young adult -> vCJD"
    assert verdict(answer, "Variant Creutzfeldt-Jakob disease") is True
    assert verdict("MS -> NMOSD -> ADEM", "Neuromyelitis optica spectrum disorder") is False


def test_a_label_that_refers_back_is_not_the_answer() -> None:
    answer = (
        "The periventricular ovoid lesions with Dawson fingers are most consistent with "
        "multiple sclerosis.\n\nDiagnosis: as above."
    )
    assert verdict(answer, "Multiple sclerosis") is True


@pytest.mark.parametrize(
    "answer",
    [
        "Both neurosarcoidosis and tuberculous meningitis could produce this pattern.",
        "Neurosarcoidosis and tuberculous meningitis are both in the running.",
        "Podría tratarse tanto de neurosarcoidosis como de meningitis tuberculosa.",
    ],
)
def test_both_x_and_y_commits_to_neither(answer: str) -> None:
    assert verdict(answer, "Neurosarcoidosis") is not True


def test_both_before_anatomy_is_no_pair_of_diagnoses() -> None:
    answer = "Neurosarcoidosis, involving both the hypothalamus and the optic chiasm."
    assert verdict(answer, "Neurosarcoidosis") is True


@pytest.mark.parametrize(
    ("answer", "reference", "expected"),
    [
        ("Atypical meningioma (CNS WHO grade 2).", "Meningioma", True),
        ("Meningioma, CNS WHO grade 1.", "Atypical meningioma", None),
        ("Anaplastic meningioma.", "Atypical meningioma", False),
        ("Méningiome atypique de la faux.", "Atypical meningioma", True),
    ],
)
def test_a_meningiomas_grade_is_a_subtype(answer: str, reference: str, expected: bool) -> None:
    assert verdict(answer, reference) is expected


@pytest.mark.parametrize(
    "answer",
    [
        "I cannot confirm whether this is a glioblastoma on a single sequence.",
        "No puedo determinar si se trata de un glioblastoma con esta única secuencia.",
        "Je ne peux pas affirmer qu'il s'agit d'un glioblastome sur cette seule séquence.",
        "Ich kann nicht sicher sagen, ob es sich um ein Glioblastom handelt.",
    ],
)
def test_a_refusal_governs_the_whether_clause_that_names_the_reference(answer: str) -> None:
    assert verdict(answer, "Glioblastoma") is False


def test_a_refusal_of_certainty_before_a_commitment_keeps_the_commitment() -> None:
    answer = "I cannot confirm this without a biopsy, but it is most consistent with glioblastoma."
    assert verdict(answer, "Glioblastoma") is True


def test_nothing_arguing_against_a_name_is_no_negation() -> None:
    answer = "Nothing here argues against CADASIL; temporal pole involvement clinches it."
    assert verdict(answer, "CADASIL") is True


def test_a_comparison_table_of_features_is_no_ranked_differential() -> None:
    answer = (
        "| Feature | Abscess | Necrotic glioblastoma |\n|---|---|---|\n"
        "| Wall | thin, smooth | thick, nodular |\n| Core DWI | restricted | free |\n\n"
        "Thin smooth wall with a restricting core: cerebral abscess."
    )
    assert verdict(answer, "Brain abscess") is True
    assert verdict(answer, "Glioblastoma") is False


@pytest.mark.parametrize(
    ("answer", "reference", "expected"),
    [
        (
            "With known HIV and a CD4 count of 40, the multiple ring-enhancing basal ganglia "
            "lesions are toxoplasmosis.",
            "Toxoplasmosis",
            True,
        ),
        (
            "Patient with a history of glioblastoma treated with chemoradiation: the new "
            "enhancement is radiation necrosis.",
            "Glioblastoma",
            False,
        ),
        ("Con antecedentes de meningioma, ahora una metástasis dural.", "Meningioma", False),
        ("Bei bekannter Multipler Sklerose jetzt eine PML.", "Multiple sclerosis", False),
        ("Sclérose en plaques connue ; nouvelle lésion : LEMP.", "Multiple sclerosis", False),
    ],
)
def test_a_disease_in_the_patients_history_is_not_the_answer(
    answer: str, reference: str, expected: bool
) -> None:
    assert verdict(answer, reference) is expected


def test_a_bare_question_commits_to_nothing() -> None:
    assert verdict("Is this Wilson disease?", "Wilson disease") is None
    assert verdict("Is this Wilson disease? Yes, the face of the giant panda.", "Wilson disease")


def test_rule_out_shorthand_is_no_commitment() -> None:
    assert verdict("R/O cerebral venous sinus thrombosis; CT venogram now.", "CVST") is not True

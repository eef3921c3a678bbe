"""Where the offline verdict's evidence is too weak to decide, it says undecided (with why)
instead of guessing "incorrect"; where the evidence is there, it still decides. One test per
class, each answer going the way a scored sample goes (parse, then the rule)."""

from __future__ import annotations

import pytest

from tests.support.verdicts import judge


def test_a_disease_neither_the_table_nor_the_reference_knows_is_undecided() -> None:
    # the reference is outside the table, and so is the answer: a synonym nobody listed, or not
    verdict = judge(
        "Diagnosis: Woodhouse-Sakati syndrome with pallidal iron",
        "Kufor-Rakeb syndrome",
    )
    assert verdict.correct is None
    assert "neither the table nor the reference" in verdict.reason


def test_a_disease_the_table_lacks_against_a_known_reference_is_undecided() -> None:
    # a name the table lacks may be the reference's own (progressive muscular atrophy is the
    # lower motor neuron onset of ALS)
    verdict = judge(
        "Impression: progressive muscular atrophy, limb-onset", "Amyotrophic lateral sclerosis"
    )
    assert verdict.correct is None, verdict.reason
    assert "does not know" in verdict.reason
    # an answer that names nothing disease-like is still incorrect
    assert judge("Impression: no acute intracranial abnormality", "Glioblastoma").correct is False


def test_a_known_disease_against_an_unknown_reference_is_incorrect() -> None:
    verdict = judge(
        "Final answer: herpes simplex encephalitis", "Rasmussen-like hemispheric vasculopathy"
    )
    assert verdict.correct is False, verdict.reason


@pytest.mark.parametrize(
    "answer",
    [
        "Conclusion: superior sagittal and transverse sinus thrombosis",
        "Diagnosis: neurocystcerosis, colloidal vesicular stage",
    ],
)
def test_the_reference_in_words_the_table_does_not_hold_is_undecided(answer: str) -> None:
    reference = "Superior sagittal sinus thrombosis" if "sinus" in answer else "Neurocysticercosis"
    verdict = judge(answer, reference)
    assert verdict.correct is None, verdict.reason
    assert "echo the reference" in verdict.reason


def test_an_acronym_one_letter_off_is_not_an_echo() -> None:
    verdict = judge("MELAS-like picture? No: MERRF", "MELAS")
    assert verdict.correct is not True


def test_an_acronym_reference_written_out_is_correct() -> None:
    answer = (
        "Bilateral pontine punctate enhancement peppering the brainstem, improving on steroids: "
        "chronic lymphocytic inflammation with pontine perivascular enhancement responsive to "
        "steroids."
    )
    verdict = judge(answer, "CLIPPERS")
    assert verdict.correct is True, verdict.reason
    assert judge("Diagnosis: brainstem glioma", "CLIPPERS").correct is False


def test_a_known_name_that_only_qualifies_an_unknown_head_is_not_the_answer() -> None:
    answer = "Final diagnosis: straight sinus thrombophlebitis with a thalamic haemorrhage"
    verdict = judge(answer, "Deep cerebral venous thrombosis")
    assert verdict.correct is None, verdict.reason
    assert "only qualifies" in verdict.reason
    # a known head with its complication is still judged
    assert judge("Final diagnosis: glioblastoma with haemorrhage", "Meningioma").correct is False


def test_a_broader_class_with_a_cause_the_rule_does_not_read_is_undecided() -> None:
    verdict = judge("Conclusión: meningitis por Streptococcus pneumoniae", "Bacterial meningitis")
    assert verdict.correct is None, verdict.reason
    assert "cause" in verdict.reason
    # the broader class alone is still incorrect
    assert judge("Conclusión: meningitis", "Bacterial meningitis").correct is False


def test_a_long_answer_without_a_conclusion_naming_the_reference_and_others_is_undecided() -> None:
    answer = (
        "The lesion is T2 bright with a hypointense rim and fluid level. Cavernoma is one option "
        "because of the popcorn core, and a haemorrhagic metastasis is another because of the "
        "oedema around it. The patient had melanoma resected four years ago. A contrast study "
        "with perfusion and a follow-up scan in six weeks would settle which of the two it is."
    )
    verdict = judge(answer, "Cavernoma")
    assert verdict.correct is None, verdict.reason
    assert "no conclusion found" in verdict.reason


def test_a_negative_test_result_does_not_negate_the_diagnosis_before_it() -> None:
    answer = "Acute left MCA infarct (CTA negative for a large-vessel occlusion, DWI positive)."
    verdict = judge(answer, "Acute ischaemic stroke")
    assert verdict.correct is True, verdict.reason
    # a cue with no subject of its own still reaches back
    assert judge("Glioblastoma (unlikely); metastasis favoured.", "Glioblastoma").correct is False


def test_a_reference_with_a_side_around_a_name_holding_lobe_words_is_its_entry() -> None:
    # "temporal" is a lobe word: setting every qualifier aside would leave only "sclerosis"
    reference = "Right mesial temporal sclerosis"
    assert judge("Impression: right hippocampal sclerosis (ILAE type 1)", reference).correct is True
    verdict = judge("Impression: hippocampal sclerosis on the left", reference)
    assert verdict.correct is False and "side" in verdict.reason


def test_hedging_between_the_reference_and_something_unread_is_undecided() -> None:
    verdict = judge("Cerebral abscess vs necrotic septic embolus", "Brain abscess")
    assert verdict.correct is None, verdict.reason
    assert "alternative" in verdict.reason
    assert judge("Cerebral abscess vs glioblastoma", "Brain abscess").correct is False


def test_a_broader_class_with_an_agent_in_brackets_is_undecided() -> None:
    verdict = judge(
        "Final diagnosis: viral encephalitis (HSV-1 PCR pending)", "Herpes simplex encephalitis"
    )
    assert verdict.correct is None, verdict.reason


@pytest.mark.parametrize(
    ("answer", "reference"),
    [
        ("Impression: thrombosis of the cavernous sinus, septic", "Cavernous sinus thrombosis"),
        (
            "Final answer: dissection of the internal carotid artery",
            "Internal carotid artery dissection",
        ),
    ],
)
def test_a_lesion_named_head_first_then_its_site_is_the_reference(
    answer: str, reference: str
) -> None:
    verdict = judge(answer, reference)
    assert verdict.correct is True, verdict.reason


def test_the_reference_words_around_a_side_stay_undecided_not_incorrect() -> None:
    verdict = judge(
        "Final answer: dissection of the left internal carotid artery",
        "Internal carotid artery dissection",
    )
    assert verdict.correct is not False, verdict.reason


def test_a_broader_class_denied_denies_the_reference() -> None:
    verdict = judge(
        "Conclusion: a stroke mimic (Todd paresis after an unwitnessed seizure)",
        "Acute ischemic stroke",
    )
    assert verdict.correct is False, verdict.reason
    assert "denied" in verdict.reason


def test_a_name_the_table_lacks_headed_by_another_entrys_word_is_incorrect() -> None:
    # "aneurysm" ends only the aneurysm entry's names: a basilar tip aneurysm is not a stroke
    verdict = judge("Diagnosis: basilar tip aneurysm, unruptured", "Acute ischemic stroke")
    assert verdict.correct is False, verdict.reason
    assert "kind of" in verdict.reason
    # the same head word under the reference's own entry may be the reference: undecided
    assert (
        judge("Diagnosis: fusiform vertebrobasilar aneurysm", "Intracranial aneurysm").correct
        is not False
    )


def test_a_choice_made_by_the_former_or_the_latter_is_undecided() -> None:
    answer = "Subependymoma or central neurocytoma; given the age and location I favour the latter."
    verdict = judge(answer, "Central neurocytoma")
    assert verdict.correct is None, verdict.reason
    assert "the latter" in verdict.reason


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        ("Nothing argues against neurosarcoidosis here.", True),
        (
            "It is not impossible that this is neurosarcoidosis, but lymphoma is the leading one.",
            False,
        ),
    ],
)
def test_double_negatives_are_not_negations(answer: str, expected: bool) -> None:
    verdict = judge(answer, "Neurosarcoidosis")
    assert verdict.correct is expected, verdict.reason
    assert "negated" not in verdict.reason

"""An uncommitted-list verdict read from an English sentence that offers no alternatives
abstains; a real list, an 'or' and a short answer keep theirs."""

from __future__ import annotations

from data.model import Reference
from scoring.correctness import SYNONYMS_FILE, load_matcher
from scoring.rule.decision import make_verdict
from scoring.rule.prose_list import opens_with_list, prose_list_abstains
from vlm.parse import parse_answer

_LISTED = make_verdict(False, "no single diagnosis committed (a list: A, B)")


def test_sentence_without_alternatives_abstains() -> None:
    span = (
        "The cord lesion is too long for multiple sclerosis, hence NMOSD is what I settle on here"
    )
    verdict = prose_list_abstains(_LISTED, span, "en")
    assert verdict.correct is None
    assert verdict.reason.startswith("conclusion uncertain")


def test_alternatives_keep_the_list_reading() -> None:
    span = "Either herpes encephalitis or an autoimmune limbic encephalitis, serology pending here"
    assert prose_list_abstains(_LISTED, span, "en") is _LISTED


def test_short_lists_and_other_languages_keep_their_verdict() -> None:
    assert prose_list_abstains(_LISTED, "Glioblastoma, lymphoma", "en") is _LISTED
    span = "Die Läsionen passen eher zu einer Neurosarkoidose als zu einer tuberkulösen Meningitis"
    assert prose_list_abstains(_LISTED, span, "de") is _LISTED


def test_a_comma_list_before_the_sentence_is_a_list() -> None:
    assert opens_with_list("meningioma, schwannoma, epidermoid. The ADC settles on epidermoid")
    assert not opens_with_list("The picture, in short, is that of a venous infarct with oedema")


def test_other_verdicts_pass_through() -> None:
    wrong = make_verdict(False, "names a different diagnosis: 'lymphoma'")
    long = "The diffuse enhancement and the restricted diffusion make lymphoma the leading one"
    assert prose_list_abstains(wrong, long, "en") is wrong


def test_whole_path_abstains_on_a_prose_list() -> None:
    answer = (
        "The ring enhancement favours an abscess; a glioblastoma has a thicker and more "
        "irregular wall than this"
    )
    parsed = parse_answer(answer)
    verdict = load_matcher(SYNONYMS_FILE).match(
        parsed.final_diagnosis, Reference(diagnosis="Brain abscess"), parsed.language, answer
    )
    assert verdict.correct is None
    assert "offers no alternatives" in verdict.reason

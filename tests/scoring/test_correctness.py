"""Golden cases for the offline diagnosis matcher: true matches, false matches, negations."""

from __future__ import annotations

import pytest

from data.model import Reference
from scoring.correctness import (
    RULE_TEXT,
    SYNONYMS_FILE,
    DiagnosisMatcher,
    SynonymTable,
    load_matcher,
    normalise_diagnosis,
)

AD = Reference(diagnosis="Alzheimer's disease")
MS = Reference(diagnosis="Multiple sclerosis")
GBM = Reference(diagnosis="Glioblastoma")
NPH = Reference(diagnosis="Normal pressure hydrocephalus")
MCA = Reference(diagnosis="Left MCA stroke")
STROKE = Reference(diagnosis="middle cerebral artery infarction")
GBS = Reference(diagnosis="Guillain-Barré syndrome")
WE = Reference(diagnosis="Wernicke encephalopathy")


@pytest.fixture(scope="module")
def matcher() -> DiagnosisMatcher:
    return load_matcher(SYNONYMS_FILE)


@pytest.mark.parametrize(
    ("predicted", "reference"),
    [
        ("AD", AD),
        ("Alzheimer disease", AD),
        ("ALZHEIMER'S DISEASE.", AD),
        ("alzheimers disease", AD),
        ("Probable Alzheimer’s disease (early onset)", AD),
        ("MS", MS),
        ("relapsing-remitting multiple sclerosis", MS),
        ("RRMS", MS),
        ("Most likely diagnosis: multiple sclerosis", MS),
        ("GBM", GBM),
        ("Glioblastoma multiforme, IDH-wildtype", GBM),
        ("right frontal glioblastoma", GBM),
        ("NPH", NPH),
        ("idiopathic normal-pressure hydrocephalus", NPH),
        ("Acute left MCA stroke", MCA),
        ("MCA territory infarct", STROKE),
        ("middle cerebral artery stroke", STROKE),
        ("Guillain Barre syndrome", GBS),
        ("Guillain-Barre syndrome (GBS)", GBS),
        ("Multiple sclerosis (most likely) or NMOSD", MS),  # ranked first
        ("Multiple sclerosis, not stroke", MS),
    ],
)
def test_true_matches(matcher: DiagnosisMatcher, predicted: str, reference: Reference) -> None:
    verdict = matcher.match(predicted, reference)
    assert verdict.correct is True, verdict.reason
    assert verdict.method == "rule"
    assert verdict.matched


@pytest.mark.parametrize(
    ("predicted", "reference"),
    [
        ("not MS", MS),
        ("No evidence of multiple sclerosis", MS),
        ("MS unlikely; consider NMOSD", MS),
        ("multiple sclerosis ruled out", MS),
        ("MS is not supported by the imaging", MS),
        ("non-MS demyelination", MS),
        ("Rather than MS, this is ADEM", MS),
        ("Neuromyelitis optica", MS),
        ("demyelinating disease", MS),  # broader diagnosis is not the reference
        ("ms", MS),  # abbreviations match in capitals only
        ("Ms. Smith has a stroke", MS),
        ("NMOSD or multiple sclerosis", MS),  # hedged: the first alternative is not MS
        ("multiple sclerosis or NMOSD", MS),  # named first, but an either-or commits to neither
        ("vascular dementia", AD),
        ("We favour a low-grade glioma", WE),
        ("he has glioblastoma", Reference(diagnosis="hepatic encephalopathy")),
        ("meningioma", GBM),
        ("Glioblastoma", NPH),
        ("", MS),
        ("MCA aneurysm", MCA),
    ],
)
def test_false_matches(matcher: DiagnosisMatcher, predicted: str, reference: Reference) -> None:
    verdict = matcher.match(predicted, reference)
    assert verdict.correct is False, verdict.reason
    assert verdict.reason


@pytest.mark.parametrize(
    ("predicted", "reference"),
    [
        ("GBS", GBS),  # two meanings (Guillain-Barre, group B streptococcus): write it out
        ("MS cannot be excluded", MS),
    ],
)
def test_undecided(matcher: DiagnosisMatcher, predicted: str, reference: Reference) -> None:
    verdict = matcher.match(predicted, reference)
    assert verdict.correct is None, verdict.reason
    assert verdict.reason


def test_negation_is_reported(matcher: DiagnosisMatcher) -> None:
    verdict = matcher.match("not MS", MS)
    assert "negated" in verdict.reason


def test_reference_synonyms_count(matcher: DiagnosisMatcher) -> None:
    ref = Reference(diagnosis="Foo syndrome", synonyms=("Bar disease",))
    assert matcher.match("bar disease", ref).correct is True
    # neither name is in the table: another unknown disease may be a synonym nobody listed
    assert matcher.match("baz disease", ref).correct is None
    assert matcher.match("glioblastoma", ref).correct is False  # a disease the table knows


def test_no_reference_cannot_be_judged(matcher: DiagnosisMatcher) -> None:
    assert matcher.match("MS", None).correct is None
    assert matcher.match("MS", Reference()).correct is None


def test_normalisation() -> None:
    assert normalise_diagnosis("Guillain–Barré  Syndrome!") == "guillain barre syndrome"
    assert normalise_diagnosis("Alzheimer's disease") == "alzheimer disease"
    assert normalise_diagnosis("Creutzfeldt-Jakob") == "creutzfeldt jakob"


def test_table_is_data(tmp_path) -> None:
    path = tmp_path / "syn.yaml"
    path.write_text("version: 2\ngroups:\n  - [Foo disease, FD]\n", encoding="utf-8")
    table = SynonymTable.from_yaml(path)
    assert table.version == 2
    assert DiagnosisMatcher(table).match("FD", Reference(diagnosis="foo disease")).correct is True
    path.write_text(
        "version: 3\nentries:\n  - {id: d, names: [Dee disease]}\n"
        "  - {id: d1, parent: d, names: [Dee type 1], zh: [一型迪病]}\n",
        encoding="utf-8",
    )
    tree = DiagnosisMatcher(SynonymTable.from_yaml(path))
    assert tree.match("一型迪病", Reference(diagnosis="Dee disease")).correct is True
    assert tree.match("Dee disease", Reference(diagnosis="Dee type 1")).correct is False
    path.write_text("entries:\n  - {id: x, parent: nowhere, names: [X]}\n", encoding="utf-8")
    with pytest.raises(Exception, match="nowhere"):
        SynonymTable.from_yaml(path)
    path.write_text("groups: nope\n", encoding="utf-8")
    with pytest.raises(Exception, match="groups"):
        SynonymTable.from_yaml(path)


def test_rule_text_names_the_table() -> None:
    assert "synonyms.yaml" in RULE_TEXT

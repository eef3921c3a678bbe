"""Families of diagnoses kept in files of their own (scoring/entries/): skull base and orbit,
spine and cranial nerves, extracranial vessels and ventricular blood, paediatric tumours and
trauma. Each entry is read by its names in the five read languages, its look-alike is another
diagnosis, and a site class (cerebellopontine angle tumour) holds the tumours of that site."""

from __future__ import annotations

from pathlib import Path

import pytest

from data.errors import LoadError
from scoring.rule.hierarchy import SynonymTable
from tests.support.verdicts import verdict


@pytest.mark.parametrize(
    ("answer", "reference"),
    [
        (
            "Epitympanic mass eroding the scutum, bright on DWI.\nImpression: cholesteatoma.",
            "Cholesteatoma",
        ),
        (
            "Conclusión: condrosarcoma de la base del cráneo, fuera de la línea media.",
            "Chondrosarcoma",
        ),
        (
            "Beurteilung: endokrine Orbitopathie mit Spitzenkompression links.",
            "Thyroid eye disease",
        ),
        (
            "Au total : pseudotumeur inflammatoire orbitaire droite.",
            "Idiopathic orbital inflammation",
        ),
        ("诊断：L5/S1椎间盘突出，左侧S1神经根受压。", "Lumbar disc herniation"),
        ("Final answer: tropical spastic paraparesis.", "HTLV-1-associated myelopathy"),
        ("Impression: left carotid web as the source of the embolus.", "Carotid web"),
        (
            "Diagnóstico: síndrome del niño sacudido con hematomas subdurales de distinta edad.",
            "Abusive head trauma",
        ),
        ("Conclusion : gliome des voies optiques dans le cadre d'une NF1.", "Optic pathway glioma"),
        (
            "Beurteilung: primäre Ventrikelblutung ohne Parenchymblutung.",
            "Intraventricular haemorrhage",
        ),
    ],
)
def test_an_entry_of_a_family_file_is_read_by_its_names(answer: str, reference: str) -> None:
    assert verdict(answer, reference) is True


@pytest.mark.parametrize(
    ("answer", "reference"),
    [
        ("Impression: petrous apex cholesterol granuloma.", "Cholesteatoma"),
        ("Final answer: clival chondrosarcoma, off-midline.", "Chordoma"),
        (
            "Conclusion: thyroid-associated orbitopathy, tendons spared.",
            "Idiopathic orbital inflammation",
        ),
        (
            "Final answer: cerebral hyperperfusion syndrome after endarterectomy.",
            "Posterior reversible encephalopathy syndrome",
        ),
        ("Diagnosis: primary intraventricular haemorrhage.", "Subarachnoid haemorrhage"),
        (
            "Diagnosis: benign enlargement of the subarachnoid spaces in infancy.",
            "Abusive head trauma",
        ),
    ],
)
def test_a_look_alike_in_a_family_file_is_another_diagnosis(answer: str, reference: str) -> None:
    assert verdict(answer, reference) is False


@pytest.mark.parametrize(
    ("answer", "reference"),
    [
        ("Impression: right subfalcine and early uncal herniation.", "Brain herniation"),
        (
            "Beurteilung: osteoporotische Kompressionsfraktur LWK 1.",
            "Vertebral compression fracture",
        ),
        (
            "Conclusion : neuropathie héréditaire sensitivo-motrice (CMT1A).",
            "Charcot-Marie-Tooth disease",
        ),
        (
            "诊断：后纵韧带骨化（C3-C5），伴脊髓受压。",
            "Ossification of the posterior longitudinal ligament",
        ),
        (
            "Final answer: posterior fossa syndrome after vermian resection.",
            "Cerebellar mutism syndrome",
        ),
    ],
)
def test_trauma_spine_and_nerve_names_are_read(answer: str, reference: str) -> None:
    assert verdict(answer, reference) is True


def test_a_subtype_in_a_family_file_is_a_hit_for_its_parent() -> None:
    assert (
        verdict("Impression: tectal plate glioma with aqueductal obstruction.", "Low-grade glioma")
        is True
    )
    assert verdict("Final answer: optic nerve sheath meningioma.", "Meningioma") is True


def test_a_site_class_holds_the_tumours_of_its_site_and_no_others() -> None:
    site = "Cerebellopontine angle tumour"
    assert verdict("Final answer: right vestibular schwannoma with IAC widening.", site) is True
    assert verdict("Impression: epidermoid cyst of the left CPA.", site) is True
    assert verdict("Final answer: pilocytic astrocytoma of the vermis.", site) is False
    # the site named alone is no hit for one of its tumours
    assert verdict("Impression: left CPA mass.", "Vestibular schwannoma") is False


def test_a_family_file_with_an_unknown_member_or_bad_names_is_a_clear_error(tmp_path: Path) -> None:
    (tmp_path / "synonyms.yaml").write_text(
        "entry_files: [more.yaml]\nentries:\n  - id: a\n    names: [alpha disease]\n",
        encoding="utf-8",
    )
    (tmp_path / "more.yaml").write_text(
        "entries:\n  - id: b\n    names: [beta tumour]\n    members: [zeta]\n", encoding="utf-8"
    )
    with pytest.raises(LoadError, match="unknown members"):
        SynonymTable.from_yaml(tmp_path / "synonyms.yaml")
    (tmp_path / "more.yaml").write_text(
        "entries:\n  - id: b\n    names: [beta tumour]\n    de: Betatumor\n", encoding="utf-8"
    )
    with pytest.raises(LoadError, match="de names"):
        SynonymTable.from_yaml(tmp_path / "synonyms.yaml")


def test_inline_names_of_a_family_file_are_inflected_like_the_translation_files(
    tmp_path: Path,
) -> None:
    (tmp_path / "synonyms.yaml").write_text(
        "entry_files: [more.yaml]\nentries:\n  - id: a\n    names: [alpha disease]\n",
        encoding="utf-8",
    )
    (tmp_path / "more.yaml").write_text(
        "entries:\n  - id: b\n    names: [beta tumour]\n    es: [quiste beta]\n", encoding="utf-8"
    )
    table = SynonymTable.from_yaml(tmp_path / "synonyms.yaml")
    assert table.entry_id("quiste beta") == "b"
    assert table.entry_id("quistes beta") == "b"

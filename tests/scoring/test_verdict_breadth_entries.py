"""Diagnoses of a neurology imaging benchmark that the table named nothing for: rare tumours,
genetic small-vessel diseases, toxic and metabolic encephalopathies, infections, antibody-defined
encephalitides, degenerative and developmental diagnoses. Each is an entry of its own, under
the family it belongs to, with names in the five read languages: its own names are a hit, a
look-alike is a different diagnosis, and its family named alone is no hit for it."""

from __future__ import annotations

import pytest

from tests.support.verdicts import judge, verdict


@pytest.mark.parametrize(
    ("answer", "reference"),
    [
        ("Conclusion: Lhermitte-Duclos.", "Dysplastic cerebellar gangliocytoma"),
        ("诊断：小脑发育不良性神经节细胞瘤，需筛查Cowden综合征。", "Lhermitte-Duclos disease"),
        ("Beurteilung: CARASIL bei homozygoter HTRA1-Mutation.", "CARASIL"),
        ("Diagnóstico: enfermedad de Fabry con afectación del pulvinar.", "Fabry disease"),
        ("Final answer: VGAM with high-output cardiac failure.", "Vein of Galen malformation"),
        ("Conclusion : panencéphalite sclérosante subaiguë.", "SSPE"),
        ("Diagnóstico: quiste hidatídico cerebral en un niño.", "Hydatid cyst"),
        ("诊断：流行性乙型脑炎，双侧丘脑受累。", "Japanese encephalitis"),
        ("Beurteilung: NIID mit kortikomedullärem DWI-Signal.", "NIID"),
        ("Final answer: NPSLE with cerebral microinfarcts.", "Neuropsychiatric lupus"),
        ("Impression: hemimegalencephaly of the right hemisphere.", "Hemimegalencephaly"),
    ],
)
def test_an_added_entry_is_read_by_its_names(answer: str, reference: str) -> None:
    assert verdict(answer, reference) is True


@pytest.mark.parametrize(
    ("answer", "reference"),
    [
        ("Most likely COL4A1-related small vessel disease.", "Cerebral small vessel disease"),
        ("Impression: Lhermitte-Duclos disease.", "Glioneuronal tumour"),
        ("Final answer: metronidazole-induced encephalopathy.", "Toxic-metabolic encephalopathy"),
        ("Final answer: uraemic encephalopathy on dialysis.", "Metabolic encephalopathy"),
        ("Impression: methotrexate leukoencephalopathy.", "Toxic leukoencephalopathy"),
        ("诊断：抗LGI1抗体脑炎", "Autoimmune encephalitis"),
        ("Diagnosis: anti-GABAB receptor encephalitis.", "Limbic encephalitis"),
        ("Diagnóstico: encefalitis anti-GAD65.", "Autoimmune encephalitis"),
        ("Final answer: fungal brain abscess.", "Cerebral abscess"),
        ("Final answer: Heidenhain variant of CJD.", "Sporadic Creutzfeldt-Jakob disease"),
        ("Final answer: IgG4-related pachymeningitis.", "Hypertrophic pachymeningitis"),
    ],
)
def test_an_added_subtype_is_a_hit_for_its_family(answer: str, reference: str) -> None:
    assert verdict(answer, reference) is True


@pytest.mark.parametrize(
    ("answer", "reference"),
    [
        ("Final diagnosis: CARASIL.", "CADASIL"),
        ("Final diagnosis: CADASIL.", "COL4A1-related small vessel disease"),
        ("Impression: ganglioglioma of the vermis.", "Lhermitte-Duclos disease"),
        ("Diagnosis: Lhermitte-Duclos disease.", "Medulloblastoma"),
        ("Diagnosis: LGI1 limbic encephalitis.", "Anti-NMDA receptor encephalitis"),
        ("Diagnosis: anti-CASPR2 encephalitis.", "Anti-LGI1 encephalitis"),
        ("Final answer: hydatid cyst.", "Neurocysticercosis"),
        ("Final answer: Blake pouch cyst.", "Dandy-Walker malformation"),
        ("Final answer: Langerhans cell histiocytosis.", "Germinoma"),
        ("Final answer: intracranial lipoma.", "Dermoid cyst"),
        ("Final answer: pituitary apoplexy.", "Pituitary adenoma"),
    ],
)
def test_an_added_entry_is_a_different_diagnosis_from_its_look_alikes(
    answer: str, reference: str
) -> None:
    assert verdict(answer, reference) is False


@pytest.mark.parametrize(
    ("answer", "reference"),
    [
        ("Final answer: toxic leukoencephalopathy.", "Heroin leukoencephalopathy"),
        ("Final answer: brain abscess.", "Fungal brain abscess"),
        ("Final answer: autoimmune encephalitis.", "Anti-LGI1 encephalitis"),
        ("Final answer: small vessel disease.", "CARASIL"),
    ],
)
def test_the_family_alone_is_no_hit_for_an_added_subtype(answer: str, reference: str) -> None:
    result = judge(answer, reference)
    assert result.correct is False
    assert "broader" in result.reason


def test_dawson_fingers_name_no_eponymous_disease() -> None:
    """Dawson fingers are a sign of MS; SSPE is entered without the Dawson eponym."""
    answer = "Respuesta: esclerosis múltiple. Los dedos de Dawson apoyan el diagnóstico."
    assert verdict(answer, "Multiple sclerosis") is True


def test_an_aneurysm_stays_one_entry_s_head_word() -> None:
    """A vein of Galen malformation is entered without 'aneurysm' as its last word, so a bare
    aneurysm still reads as the aneurysm entry against an infarct."""
    assert verdict("Left MCA aneurysm", "Left MCA stroke") is False


@pytest.mark.parametrize(
    ("answer", "reference"),
    [
        (
            "Impression: hepatic encephalopathy with pallidal T1 shortening.",
            "Toxic-metabolic encephalopathy",
        ),
        ("Conclusion : encéphalopathie de Gayet-Wernicke.", "Encéphalopathie métabolique"),
        (
            "Diagnóstico: papiloma del plexo coroideo del cuarto ventrículo.",
            "Choroid plexus tumour",
        ),
        ("Beurteilung: reifes Teratom der Pinealisregion.", "Germ cell tumour"),
        ("Final answer: suprasellar germinoma.", "Intracranial germ cell tumour"),
    ],
)
def test_a_member_of_a_regrouped_family_is_a_hit_for_the_family(
    answer: str, reference: str
) -> None:
    assert verdict(answer, reference) is True


@pytest.mark.parametrize(
    ("answer", "reference"),
    [
        ("Final answer: choroid plexus tumour.", "Choroid plexus papilloma"),
        ("Final answer: germ cell tumour.", "Germinoma"),
        ("Final answer: metabolic encephalopathy.", "Hepatic encephalopathy"),
        ("Final answer: mature teratoma.", "Germinoma"),
        ("Final answer: germinoma.", "Non-germinomatous germ cell tumour"),
    ],
)
def test_a_family_or_a_sibling_is_no_hit_for_a_member(answer: str, reference: str) -> None:
    assert verdict(answer, reference) is False


@pytest.mark.parametrize(
    ("answer", "reference"),
    [
        ("Final answer: PVL in a former preterm infant.", "Periventricular leukomalacia"),
        (
            "Impression: reversible splenial lesion after influenza.",
            "Cytotoxic lesion of the corpus callosum",
        ),
        ("诊断：急性坏死性脑病。", "Acute necrotizing encephalopathy"),
        ("Final answer: autoimmune GFAP astrocytopathy.", "Autoimmune encephalitis"),
        ("Beurteilung: CSF1R-assoziierte Leukenzephalopathie.", "Leukodystrophy"),
        ("Final answer: adrenomyeloneuropathy.", "X-linked adrenoleukodystrophy"),
        ("Diagnóstico: afasia progresiva primaria variante no fluente.", "Frontotemporal dementia"),
        ("Diagnostic : maladie de Horton.", "Giant cell arteritis"),
        ("Final answer: enterovirus 71 rhombencephalitis.", "Encephalitis"),
        ("Final answer: Nocardia brain abscess.", "Brain abscess"),
        ("Final answer: Pott disease of the thoracic spine.", "Spondylodiscitis"),
        ("Final answer: myxopapillary ependymoma of the filum.", "Ependymoma"),
        ("Final answer: pilomyxoid astrocytoma.", "Low-grade glioma"),
    ],
)
def test_a_further_added_entry_is_a_hit_by_its_names_or_as_a_subtype(
    answer: str, reference: str
) -> None:
    assert verdict(answer, reference) is True


@pytest.mark.parametrize(
    ("answer", "reference"),
    [
        ("Final answer: acute necrotizing encephalopathy of childhood.", "Leigh syndrome"),
        ("Final answer: Leigh syndrome.", "Acute necrotizing encephalopathy"),
        ("Final answer: Hirayama disease.", "Amyotrophic lateral sclerosis"),
        ("Final answer: EV71 rhombencephalitis.", "Herpes simplex encephalitis"),
        ("诊断：脑裂头蚴病。", "Neurocysticercosis"),
        ("Final answer: pilomyxoid astrocytoma.", "Pilocytic astrocytoma"),
        ("Final answer: glomus jugulare paraganglioma.", "Vestibular schwannoma"),
        ("Final answer: maple syrup urine disease.", "Leigh syndrome"),
    ],
)
def test_a_further_added_entry_is_no_hit_for_a_look_alike(answer: str, reference: str) -> None:
    assert verdict(answer, reference) is False


@pytest.mark.parametrize(
    ("answer", "reference"),
    [
        (
            "Pulvinar T1 hyperintensity, dolichoectasia of the basilar artery and white matter "
            "lesions: Fabry disease.",
            "Fabry disease",
        ),
        (
            "Partially empty sella and flattened globes: idiopathic intracranial hypertension.",
            "Idiopathic intracranial hypertension",
        ),
    ],
)
def test_an_imaging_finding_before_the_diagnosis_is_no_competing_diagnosis(
    answer: str, reference: str
) -> None:
    """Dolichoectasia and an empty sella are findings that support many diagnoses: only the
    vertebrobasilar form is an entry, and an empty sella is none."""
    assert verdict(answer, reference) is True


def test_a_tumour_named_as_the_paraneoplastic_source_is_no_competing_diagnosis() -> None:
    """A teratoma is entered by its intracranial names only: an ovarian teratoma is the source
    of an encephalitis, not a second diagnosis."""
    answer = (
        "Psychosis, orofacial dyskinesias and an ovarian teratoma on pelvic MRI. Final answer: "
        "anti-NMDA receptor encephalitis associated with the ovarian teratoma."
    )
    assert verdict(answer, "Anti-NMDA receptor encephalitis") is True
    assert verdict("Final answer: intracranial teratoma.", "Germ cell tumour") is True

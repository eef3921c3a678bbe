"""Clinical prose that the gate must send unchanged: capitalised anatomy, headings, signs,
scales, drugs and services in six languages are never names, places or institutions; and the
names beside them still go. Every sentence is our own, never taken from an evaluation set."""

import pytest

from vlm.privacy import Deidentifier
from vlm.privacy.clinical_words import is_clinical_word


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        # a word and a particle after a clinical noun: an eponym ("signe de", "ziekte van")
        ("Examen : Signe de Lasègue à droite, pas de déficit.", "Signe de Lasègue"),
        ("Antecedentes: Tiroiditis de Hashimoto en tratamiento.", "Tiroiditis de Hashimoto"),
        # a scale or grade written in German, Dutch or Spanish after an eponym or a first name
        ("Mikroangiopathie Wahlund Grad 2, Hippocampus Scheltens Grad 1.", "Wahlund Grad 2"),
        ("Schwannom links, Koos Grad III, ohne Hirnstammkompression.", "Koos Grad III"),
        ("Atrofie Koedam Graad 2 en MTA Schaal 3.", "Koedam Graad 2"),
        # a named test or screen of two or three capitalised words, even when the first is a town
        ("Schluckscreening nach Gugging Swallowing Screen unauffällig.", "Gugging Swallowing"),
        ("Cognition: Montreal Cognitive Assessment 24/30 today.", "Montreal Cognitive"),
        # initials before a surgical word are no name ("occlusion en T. Trombectomía")
        ("Oclusión carotídea en T. Trombectomía Mecánica sin incidencias.", "Trombectomía"),
        # a trainee's grade before a department
        ("Atendió: R2 Neurología, guardia de tarde.", "Neurología"),
        # a service named by who runs it or what it treats
        ("Follow-up in the Nurse-Led Clinic in six weeks.", "Nurse-Led Clinic"),
        ("Seen in the Botulinum Toxin Clinic for spasticity.", "Botulinum Toxin Clinic"),
        # Chinese: a side and a body part, an eponym marked by 氏, a drug before its dose
        ("主诉：右耳听力下降三月。", "右耳"),
        ("印象：考虑梅尼埃氏病。", "梅尼埃氏病"),
        ("处方：倍他司汀12mg，每日三次。", "倍他司汀12mg"),
    ],
)
def test_clinical_prose_is_sent_unchanged(text, kept):
    assert kept in _scrub(text)


@pytest.mark.parametrize(
    "word",
    [
        "Thalamus",
        "Neurología",
        "Trombectomía",
        "Polyneuropathie",
        "Meningitis",
        "Angiografie",
        "Rosuvastatina",
        "Natalizumab",
        "Lévétiracétam",
        "Apixabán",
    ],
)
def test_clinical_words_by_list_ending_or_drug_stem(word):
    assert is_clinical_word(word)


@pytest.mark.parametrize("word", ["Signe", "Otis", "Rose", "Jérôme", "Margot", "NIHSS", "Ana"])
def test_first_names_and_acronyms_are_not_clinical_words(word):
    assert not is_clinical_word(word)


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        # names beside clinical words still go
        ("Dr. Signe Halvorsen reviewed the MRI.", "Halvorsen"),
        ("Radiology: Dr Anneke Vos, Meander Ziekenhuis.", "Vos"),
        ("Neurología: Dra. Leire Zubizarreta, R4.", "Zubizarreta"),
        ("Seen with her daughter Tamsin, Fazekas grade 1 on MRI.", "Tamsin"),
        ("Referred by the Fenwick Clinic for a second opinion.", "Fenwick"),
        ("患者张丽华，右手无力两天。", "张丽华"),
    ],
)
def test_names_beside_clinical_words_are_still_removed(text, gone):
    assert gone not in _scrub(text)


@pytest.mark.parametrize(
    ("text", "kept", "gone"),
    [
        # a first name that is a word of the language, alone, is the word; with a surname or a
        # relation before it, still a name
        ("Refiere Soledad y tristeza desde el verano.", "Soledad y tristeza", None),
        ("Dolores lumbares irradiados, sin déficit.", "Dolores lumbares", None),
        ("Llamó Dolores Arrieta para cambiar la cita.", "Llamó", "Arrieta"),
        ("Su nieta Esperanza la acompaña.", "Su nieta", "Esperanza"),
        # a name before the degrees of a signature, without the clinical words before it
        ("Interpreted by: Imogen Castellanos, MD", "Interpreted by", "Castellanos"),
        ("Neuroradiology Thaddeus Okoro MBBS FRCR", "Neuroradiology", "Okoro"),
        # care that goes on elsewhere names the place; a clinic named by what it does does not
        ("Plan: rehabilitation at Tregenna, then home.", "rehabilitation at", "Tregenna"),
        ("Beleid: controle bij Vlietland over zes weken.", "controle bij", "Vlietland"),
        ("Follow-up in Tuesday's headache clinic.", "Tuesday's headache clinic", None),
        ("Suivi en Consultation de Neuro-Oncologie.", "Consultation de Neuro-Oncologie", None),
    ],
)
def test_word_names_signatures_and_places_of_care(text, kept, gone):
    sent = _scrub(text)
    assert kept in sent
    if gone:
        assert gone not in sent

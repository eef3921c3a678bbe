"""Names and hierarchy of disease families kept in scoring/entries/ beyond the main table:
neuromuscular, WHO CNS 2021 types and molecular groups, epilepsy syndromes and movement
disorders, paediatric metabolic disease, neuro-infection and neuro-ophthalmology, spinal cord,
toxic and functional disorders. A subtype is a hit for its family, a sibling is a miss,
the family alone is no hit for a subtype, and each is read in the five read languages."""

from __future__ import annotations

import pytest

from tests.support.verdicts import verdict

HITS = [
    # neuromuscular
    (
        "Quadriceps and deep finger flexors replaced by fat. Impression: sporadic IBM.",
        "Inclusion body myositis",
    ),
    (
        "Anti-HMGCR positive after years on atorvastatin: necrotizing autoimmune myopathy.",
        "Inflammatory myopathy",
    ),
    ("Winged scapulae and facial weakness. Final answer: FSHD.", "Muscular dystrophy"),
    (
        "Grip myotonia, frontal balding and cataracts. Most likely Steinert disease.",
        "Myotonic dystrophy type 1",
    ),
    (
        "Conclusión: enfermedad de Steinert con lesiones temporales anteriores.",
        "Distrofia miotónica tipo 1",
    ),
    (
        "Beurteilung: Parsonage-Turner-Syndrom mit Denervierung des M. serratus anterior.",
        "Neuralgic amyotrophy",
    ),
    ("Au total : syndrome de Lambert-Eaton paranéoplasique.", "Lambert-Eaton myasthenic syndrome"),
    ("诊断：皮肌炎，伴皮下及筋膜水肿。", "Inflammatory myopathy"),
    # WHO CNS 2021
    ("Integrated diagnosis: gliosarcoma, CNS WHO grade 4.", "Glioblastoma"),
    ("Diagnosis: diffuse hemispheric glioma, H3 G34-mutant, CNS WHO grade 4.", "High-grade glioma"),
    ("Fourth-ventricle mass in a toddler. Impression: PFA ependymoma.", "Ependymoma"),
    ("Midline vermian mass in a boy of 8: group 4 medulloblastoma.", "Medulloblastoma"),
    (
        "Calcified temporal tumour in a young adult with epilepsy. Best fit: PLNTY.",
        "Low-grade glioma",
    ),
    # epilepsy and movement
    (
        "Clusters of flexor spasms and hypsarrhythmia at 5 months: infantile spasms.",
        "West syndrome",
    ),
    ("Diagnóstico: síndrome de Dravet.", "Developmental and epileptic encephalopathy"),
    (
        "Morning jerks and generalised polyspikes at 16. Final answer: JME.",
        "Juvenile myoclonic epilepsy",
    ),
    (
        "Refractory status after a febrile illness in a 7-year-old: FIRES.",
        "New-onset refractory status epilepticus",
    ),
    (
        "Long-standing action tremor helped by a glass of wine: essential tremor.",
        "Essential tremor",
    ),
    # metabolic
    (
        "Ammonia 1,100 in a newborn boy with cortical swelling: OTC deficiency.",
        "Urea cycle disorder",
    ),
    (
        "Macrocephaly, swollen white matter, anterior temporal cysts: van der Knaap disease.",
        "Megalencephalic leukoencephalopathy with subcortical cysts",
    ),
    (
        "Infant with lactic acidosis and callosal dysgenesis: PDH deficiency.",
        "Pyruvate dehydrogenase deficiency",
    ),
    # infection and neuro-ophthalmology
    ("Biphasic fever after a hike in Carinthia, thalamic lesions: TBE.", "Tick-borne encephalitis"),
    ("Beurteilung: FSME mit beidseitiger Thalamusbeteiligung.", "Tick-borne encephalitis"),
    ("Final: Balamuthia encephalitis.", "Granulomatous amoebic encephalitis"),
    (
        "Painless altitudinal field loss on waking, crowded disc: NAION.",
        "Ischemic optic neuropathy",
    ),
    ("Conclusion : NOIA-NA de l'œil gauche.", "Non-arteritic anterior ischaemic optic neuropathy"),
    ("诊断：Leber遗传性视神经病变。", "Leber hereditary optic neuropathy"),
    # spinal cord, toxic, functional
    (
        "Biconvex dorsal collection from C5 to T1 on apixaban: spinal epidural hematoma.",
        "Spinal haematoma",
    ),
    (
        "Cord signal confined to the old radiotherapy port: radiation myelitis.",
        "Radiation myelopathy",
    ),
    ("Scalpel sign at T4 indenting the dorsal cord: dorsal arachnoid web.", "Spinal arachnoid web"),
    (
        "Oxalate crystals and anion-gap acidosis: ethylene glycol intoxication.",
        "Ethylene glycol poisoning",
    ),
    (
        "Impression: functional seizures; no ictal EEG change during the events.",
        "Functional neurological disorder",
    ),
    ("Diagnóstico: crisis psicógenas no epilépticas.", "Psychogenic non-epileptic seizures"),
    ("结论：心因性非癫痫性发作。", "功能性神经障碍"),
]

MISSES = [
    # a sibling
    ("Impression: polymyositis with symmetric proximal oedema.", "Inclusion body myositis"),
    (
        "Calf pseudohypertrophy at age 4, wheelchair by 11: Duchenne muscular dystrophy.",
        "Becker muscular dystrophy",
    ),
    ("Final answer: proximal myotonic myopathy (PROMM).", "Myotonic dystrophy type 1"),
    ("Beurteilung: Myasthenia gravis mit Thymom.", "Lambert-Eaton myasthenic syndrome"),
    ("Final answer: WNT-activated medulloblastoma.", "SHH-activated medulloblastoma"),
    ("Diagnosis: gliosarcoma.", "Astrocytoma"),
    ("Tonic seizures in sleep and slow spike-wave: Lennox-Gastaut syndrome.", "West syndrome"),
    ("Diagnosis: GEFS+ in a family with febrile seizures.", "Dravet syndrome"),
    # the family alone for a subtype
    (
        "Hyperammonaemic crisis in a neonate: a urea cycle disorder.",
        "Ornithine transcarbamylase deficiency",
    ),
    (
        "Proximal weakness with fatty muscle: a muscular dystrophy.",
        "Facioscapulohumeral muscular dystrophy",
    ),
    ("Most likely an epileptic encephalopathy.", "Lennox-Gastaut syndrome"),
    ("Final answer: Japanese encephalitis with thalamic involvement.", "Tick-borne encephalitis"),
    ("Jaw claudication and chalk-white disc swelling: arteritic AION.", "NAION"),
    ("Impression: optic perineuritis with tram-track sheath enhancement.", "Optic neuritis"),
    (
        "Dorsal epidural collection with rim enhancement and fever: epidural abscess.",
        "Spinal epidural haematoma",
    ),
    ("Fire victim with pallidal necrosis: carbon monoxide poisoning.", "Cyanide poisoning"),
    ("Frontal discharges during the attacks. Final answer: frontal lobe epilepsy.", "PNES"),
    ("Conclusion: a functional neurological disorder.", "Psychogenic non-epileptic seizures"),
]


@pytest.mark.parametrize(("answer", "reference"), HITS)
def test_a_name_or_subtype_of_the_reference_is_a_hit(answer: str, reference: str) -> None:
    assert verdict(answer, reference) is True


@pytest.mark.parametrize(("answer", "reference"), MISSES)
def test_a_sibling_or_the_family_alone_is_a_miss(answer: str, reference: str) -> None:
    assert verdict(answer, reference) is False

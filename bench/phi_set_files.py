"""Where the hand-labelled privacy sets live, what each one is, and the order the bench prints
them in: the outside dev set beside the checkout, our own held-back (frozen) sets, never tuned
on, and tuning sets (an upper bound)."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "vlm" / "data"
DEV_SET = ROOT.parent / "shared" / "eval" / "phi_dev.jsonl"
FROZEN_SET = DATA / "phi_frozen.jsonl"
TUNING_SET = DATA / "phi_tuning.jsonl"
# A second pair, written later by another hand with other institutions, street and town styles,
# name shapes, date formats and signatures: frozen_b was committed before any rule changed for
# either and is never tuned on; tuning_b is tuned on (an upper bound).
FROZEN_B_SET = DATA / "phi_frozen_b.jsonl"
TUNING_B_SET = DATA / "phi_tuning_b.jsonl"
# Prose-heavy reports and letters (capitalised anatomy, signs, scales, drugs and headings),
# written to find what the rules over-redact; tuned on (an upper bound).
TUNING_C_SET = DATA / "phi_tuning_c.jsonl"
# A third pair, 16 documents split per language with a fixed seed: frozen_c was committed and
# measured before any rule changed for it and only its counts are read; tuning_d is tuned on.
FROZEN_C_SET = DATA / "phi_frozen_c.jsonl"
TUNING_D_SET = DATA / "phi_tuning_d.jsonl"
# Eight more documents of our own, written after the first rules for tuning d and measured
# before any rule changed for them; tuned on (an upper bound).
TUNING_E_SET = DATA / "phi_tuning_e.jsonl"
# Six more (English, German, French, Spanish, Dutch), full of institutions, sites, towns and
# villages, written after the rules for tuning e and measured before any rule changed for them.
TUNING_F_SET = DATA / "phi_tuning_f.jsonl"
# Six more, prose-heavy (a neuropsychology report, a rehabilitation discharge, a care-home entry),
# written after the rules for tuning f and measured before any rule changed for them.
TUNING_G_SET = DATA / "phi_tuning_g.jsonl"
# A fourth held-back set: document types the others under-represent (ED triage, operation and
# EEG notes, MDT minutes, pathology, social-work and insurance letters, e-mail threads, dictation
# without punctuation, pasted tables), full of eponyms, scales and drug brands; committed and
# measured before any rule changed for it, only its counts are printed.
FROZEN_D_SET = DATA / "phi_frozen_d.jsonl"
# 23 more of the same kinds of document as frozen d, written after it in three batches, each
# measured before any rule changed for it; tuned on (an upper bound).
TUNING_H_SET = DATA / "phi_tuning_h.jsonl"
# A fifth held-back set: everyday letters, handovers and reports in six languages, institutions
# written as real notes write them; committed and measured before any rule changed for it.
FROZEN_E_SET = DATA / "phi_frozen_e.jsonl"
# Nine documents in six languages full of institutions as notes write them (one word, an
# abbreviation, a department and its site, care homes, practices, employers, schools) and of the
# same cues before clinical words that must be kept ("admitted to ICU", "naar de SEH"); tuned on.
TUNING_I_SET = DATA / "phi_tuning_i.jsonl"
# A sixth held-back set: 14 everyday documents in six languages dense with clinicians and
# institutions as real notes write them (letterheads in capitals, signatures, cc lists, "seen
# at", abbreviations, one-word names); committed and measured before any rule changed for it.
FROZEN_F_SET = DATA / "phi_frozen_f.jsonl"
# Eight documents in six languages where an institution named once in full recurs as a short
# form, an acronym, a single word or in capitals (letterheads, signatures, cc lists); tuned on.
TUNING_INST_A_SET = DATA / "phi_tuning_inst_a.jsonl"
# Eight more of the same kind written after the rules for tuning inst a (referrals, consults,
# discharge summaries; hospitals known by one word, acronyms in brackets, schools and colleges,
# employers); measured before any rule changed for them, tuned on.
TUNING_INST_B_SET = DATA / "phi_tuning_inst_b.jsonl"
# Eight more written after the rules for tuning inst b (a nursing handover, an EHR extract whose
# hospital stands in a withheld field, a transfer record, labs, schools, employers), measured
# before any rule changed for them; tuned on.
TUNING_INST_C_SET = DATA / "phi_tuning_inst_c.jsonl"
# Seven handovers, ward rounds, nursing notes and sign-outs in six languages full of clinicians
# named by surname, first name or role ("Reg: …", "OA …", "Schwester …", "值班医生…"); tuned on.
TUNING_INST_D_SET = DATA / "phi_tuning_inst_d.jsonl"
# A seventh held-back set: everyday nursing notes, letters, a radiology report and EHR fields in six
# languages, rich in addresses, towns, dates, ages over 89, family members and clinical words that
# look like names; committed and measured before any rule changed for it, only its counts printed.
FROZEN_G_SET = DATA / "phi_frozen_g.jsonl"
# Thirteen documents in six languages written after frozen g, of the kinds it holds (towns after
# many cues, dates and ages in many forms, family members, eponyms, scales and drug brands), and
# measured before any rule changed for them; tuned on (an upper bound).
TUNING_KINDS_A_SET = DATA / "phi_tuning_kinds_a.jsonl"
# Ten more in six languages (a social-work note, a GP referral, a consult, a Dutch MDT note, a
# home visit, Chinese clinic and social-work records), written after the rules for kinds a and
# measured before any rule changed for them; tuned on (an upper bound).
TUNING_KINDS_B_SET = DATA / "phi_tuning_kinds_b.jsonl"
# Eight more in six languages of the hurried kinds (dictation without punctuation, a pasted
# table, an e-mail, a note in lower case, a telephone note, Chinese and Hong Kong records),
# written after the rules for kinds b and measured before any rule changed for them; tuned on.
TUNING_KINDS_C_SET = DATA / "phi_tuning_kinds_c.jsonl"
# An eighth held-back set: nine everyday letters, consults, nursing notes and discharge summaries in
# six languages, rich in institutions (one word, acronyms, after an article, without a cue) and
# addresses (with and without a street word or postcode); committed and measured before any rule
# changed for it, only its counts are printed.
FROZEN_H_SET = DATA / "phi_frozen_h.jsonl"
# Six short notes in six languages where a hospital is named only by its acronym after an article
# or preposition ("aus der MHH", "in het UMCU", "remitida desde el HUCA") beside clinical acronyms
# in the same place ("im UKG", "l'EEG"); measured before any rule changed for them, tuned on.
TUNING_INST_E_SET = DATA / "phi_tuning_inst_e.jsonl"
# Six short social and home-visit notes in six languages where a home is named by its street or
# square alone, without a number or postcode ("am Schillerplatz", "en la plaza Mayor", "aan de
# Stadsgracht", "place des Terreaux"), beside nouns of the same shape that are no place
# ("Arbeitsplatz", "Atemwege"); measured before any rule changed for them, tuned on.
TUNING_ADDR_A_SET = DATA / "phi_tuning_addr_a.jsonl"
# A ninth held-back set: 14 letters, reports, consults, nursing notes and EHR fields in six
# languages dense with institutions of every shape (names in capitals, acronyms, practices, labs,
# rehabilitation centres, universities, Chinese hospitals) and addresses (streets in each
# language's form, towns without a postcode, Chinese addresses); committed and measured before any
# rule changed for it, only its counts are printed.
FROZEN_I_SET = DATA / "phi_frozen_i.jsonl"
# A tenth held-back set: 13 referral and discharge letters, radiology reports ("performed at"),
# social-work and nursing notes and EHR fields in six languages, with institutions and addresses as
# real letters write them (letterheads, "c/o", post-office boxes, buildings, floors and wings,
# hospitals named after saints, people and places, university hospitals, private clinics,
# practices, care homes, schools and employers); committed and measured before any rule changed
# for it, only its counts are printed.
FROZEN_K_SET = DATA / "phi_frozen_k.jsonl"
# Eight documents in six languages written after frozen i, full of institutions of the shapes it
# holds (letterheads in capitals, a hospital named by its town or founder, health systems and
# labs by brand, acronyms, universities, rehabilitation centres, Chinese hospitals); measured
# before any rule changed for them, tuned on.
TUNING_INST_F_SET = DATA / "phi_tuning_inst_f.jsonl"
# Seven home-visit and social-work notes in six languages where a home is named by its district,
# neighbourhood, street or town without a postcode; measured before any rule changed for them,
# tuned on.
TUNING_ADDR_B_SET = DATA / "phi_tuning_addr_b.jsonl"
# Seven more written after the rules for tuning inst f (a ward round, an H&P, a German consult,
# Belgian and Mexican letters, a Hong Kong discharge): hospitals named by their site, founder or
# health system, acronyms, Belgian and Mexican heads; measured before any rule changed for them,
# tuned on.
TUNING_INST_G_SET = DATA / "phi_tuning_inst_g.jsonl"
# Seven social and nursing assessments in six languages written after the rules for tuning inst g:
# flats and estates, hamlets, rural lots, districts of a municipality, churches, shops and care
# associations where a family lives and works; measured before any rule changed for them, tuned on.
TUNING_ADDR_C_SET = DATA / "phi_tuning_addr_c.jsonl"
# Seven letters, radiology reports and a Hong Kong referral written after frozen k, of the shapes
# it holds (letterheads, c/o and post-office boxes, buildings and wings, hospitals named after
# saints, private clinics, practices, care homes, schools, employers); measured before any rule
# changed for them, tuned on.
TUNING_INST_H_SET = DATA / "phi_tuning_inst_h.jsonl"
# Six social-work and nursing notes in six languages written after the rules for tuning inst h,
# where a home is a flat, block, stair, floor or bus of a building, a "c/o" or a relative's town,
# beside hospitals named after saints, schools, employers and councils; measured before any rule
# changed for them, tuned on.
TUNING_ADDR_D_SET = DATA / "phi_tuning_addr_d.jsonl"
# A tenth held-back set: 15 admission notes, radiology reports, discharge letters, nursing notes,
# triage notes and EHR fields in six languages, dense in clinical words that look like names or
# places (eponymous signs, scales and syndromes, anatomy named after people, drug brands, headings
# and acronyms in capitals, weekdays and months used clinically, units beside numbers, foreign
# function words); committed and measured before any rule changed for it, only its counts printed.
FROZEN_J_SET = DATA / "phi_frozen_j.jsonl"
# Eight documents in six languages (an ENT letter, an EMG report, radiology reports, a
# consultation, a nursing note, a progress note) full of structures, signs and scales named
# after people, written after frozen j and measured before any rule changed for them; tuned on.
TUNING_CLIN_A_SET = DATA / "phi_tuning_clin_a.jsonl"
# Eight more in six languages (a ward round, an H&P, a consult, nursing notes, an ED note, a GP
# referral, Chinese and Hong Kong records), written after the rules for tuning clin a and measured
# before any rule changed for them; tuned on (an upper bound).
TUNING_CLIN_B_SET = DATA / "phi_tuning_clin_b.jsonl"
# Six more in six languages (a social-work note, a discharge summary, a nursing handover, a
# letter, a consult, a note with EHR fields), written after the rules for tuning clin b and
# measured before any rule changed for them.
TUNING_CLIN_C_SET = DATA / "phi_tuning_clin_c.jsonl"
# Eight in six languages of the kinds frozen l holds and others (a sleep study, a botulinum toxin
# clinic, an occupational-therapy record, a lumbar puncture, deep-brain-stimulation programming,
# a swallow assessment, a memory-clinic MDT, a Chinese EMG report), written after frozen l and
# measured before any rule changed for them; tuned on (an upper bound).
TUNING_CLIN_D_SET = DATA / "phi_tuning_clin_d.jsonl"
# Eight more (a neuro-ophthalmology consult, a palliative-care review, a genetic counselling
# note, a dietitian's note, a liaison-psychiatry consult, a discharge medication list, chest
# physiotherapy in intensive care, a Hong Kong speech-therapy record), written after the rules for
# tuning clin d and measured before any rule changed for them; tuned on (an upper bound).
TUNING_CLIN_E_SET = DATA / "phi_tuning_clin_e.jsonl"
# Eight more (a patient's seizure diary, a tumour board, a consent discussion, an intensive-care
# flow sheet, an EEG report, a neuropsychology report, a physiotherapy report, a Chinese
# medication reconciliation), written after the rules for tuning clin e and measured before any
# rule changed for them; tuned on (an upper bound).
TUNING_CLIN_F_SET = DATA / "phi_tuning_clin_f.jsonl"
# An eleventh held-back set: 12 documents in six languages of kinds the others do not hold (EEG
# and EMG reports, a neuropsychology report, MDT minutes, physiotherapy and speech-therapy notes,
# a medication reconciliation, a consent discussion, an ICU flow sheet, a symptom diary written
# by the patient), dense in capitalised clinical words; committed and measured before any rule
# changed for it, only its counts printed.
FROZEN_L_SET = DATA / "phi_frozen_l.jsonl"
# A twelfth held-back set: ten referrals, discharge and admission notes, a consultation and a
# social-work note in six languages, dense in the institutions of a patient's story (employers,
# schools, pharmacies, insurers, charities, care homes, clubs, referring practices, outside labs
# and imaging centres) as notes write them; committed and measured before any rule changed for
# it, only its counts printed.
FROZEN_M_SET = DATA / "phi_frozen_m.jsonl"
# Eight documents in six languages written after frozen m, dense in the institutions of a
# patient's story (employers, insurers, schools, pharmacies, charities, clubs, outside imaging
# and labs) beside the same verbs before clinical words ("works at a desk", "arbeitet bei
# Bedarf"); measured before any rule changed for them, tuned on (an upper bound).
TUNING_INST_I_SET = DATA / "phi_tuning_inst_i.jsonl"
# Six social-work and therapy notes in six languages written after the rules for tuning inst i:
# sheltered workshops, employers known by a brand or a hyphenated name, schools and clubs with
# their town, hospital groups named by their region, insurers by head word; measured before any
# rule changed for them, tuned on (an upper bound).
TUNING_INST_J_SET = DATA / "phi_tuning_inst_j.jsonl"
# A held-back set of 17 transfer and discharge notes, referrals, consults, a handover
# and EHR fields in six languages, dense in institutions as notes write them (in lower case or
# capitals, abbreviations, a hospital named by its place after "transferred from", care homes,
# practices, labs, imaging centres, universities, insurers, employers by brand, institutions
# inside EHR values, Hong Kong hospitals romanised in capitals); committed and measured before
# any rule changed for it, only its counts are printed.
FROZEN_N_SET = DATA / "phi_frozen_n.jsonl"
# Eight documents in six languages written after frozen n, of the institution shapes it holds
# (a hospital named by its place after a transfer cue, letterheads in capitals, care homes in
# lower case, practices, labs, imaging centres, insurers, employers by brand, Hong Kong hospitals
# in capitals); measured before any rule changed for them, tuned on (an upper bound).
TUNING_INST_K_SET = DATA / "phi_tuning_inst_k.jsonl"
# A fourteenth held-back set: 17 admission notes, discharge and referral letters, radiology, nursing
# and rehabilitation reports, consults and Chinese records in six languages, dense in clinical words
# that look like names, places or numbers (capitalised nouns at line starts and in headings, signs,
# scales and scores named after people, drug and device brands, antibody and gene names, units and
# scores written with slashes and hyphens, ward names); committed and measured before any rule
# changed for it, only its counts printed.
FROZEN_O_SET = DATA / "phi_frozen_o.jsonl"
# Twelve documents in six languages written after frozen o, of the kinds it holds (clinic and
# ward-round notes, discharge letters, nursing notes, an ICU note with record fields, Chinese
# admission and physiotherapy records), dense in capitalised clinical words, eponymous signs and
# scales, brands, antibodies and units; measured before any rule changed for them, tuned on.
TUNING_CLIN_G_SET = DATA / "phi_tuning_clin_g.jsonl"
# A thirteenth held-back set: 18 discharge letters, social-work, nursing and home-care notes,
# referrals, consults, an e-mail thread and EHR extracts in six languages, dense in the Safe Harbor
# kinds other than institutions: streets in each language's order, postcodes, towns after a verb
# of living, Hong Kong and mainland addresses with building, floor and flat, dates without a year
# and Chinese dates, ages over 89, identifiers under their local labels and names in cc lines and
# signatures; committed and measured before any rule changed for it, only its counts printed.
FROZEN_P_SET = DATA / "phi_frozen_p.jsonl"
# Eight home-care, social-work and follow-up notes in six languages written after frozen p, where a
# home is a street in the language's own order (with and without a postcode), a town after a verb
# of living or moving, a Chinese flat or a Hong Kong estate block; measured before any rule
# changed for them, tuned on (an upper bound).
TUNING_ADDR_E_SET = DATA / "phi_tuning_addr_e.jsonl"
# Eight short letters and notes in six languages written after frozen p: dates without a year and
# Chinese dates, ages over 89, identifiers under their local labels and names in copy lines;
# measured before any rule changed for them, tuned on (an upper bound).
TUNING_KINDS_D_SET = DATA / "phi_tuning_kinds_d.jsonl"
# A fourteenth held-back set: 16 triage, referral, discharge, home-health, nursing, social-work
# and case-management notes and EHR extracts in six languages, dense in addresses (a house number
# after the street, a Chinese province and city without their administrative words, towns after a
# verb of living), dates (a day alone, a weekday and day, no year) and ages over 89 (in brackets
# after a name, after verbs, in words); committed and measured before any rule changed for it,
# only its counts printed.
FROZEN_Q_SET = DATA / "phi_frozen_q.jsonl"
# Eight admission, clinic, consult, discharge, social-work, home-care and nursing notes in six
# languages written after frozen q: ages over 89 after a verb or in brackets after a name, a day
# alone after its preposition, a house number after the street, Chinese provinces and cities
# without their administrative words; measured before any rule changed for them, tuned on.
TUNING_ADDR_F_SET = DATA / "phi_tuning_addr_f.jsonl"
# A fifteenth held-back set: 13 admission notes, discharge and referral letters, nursing and
# home-care notes, a radiology report and EHR fields in six languages, weighted to French, Spanish
# and Hong Kong Chinese, dense in homes without a postcode (rural and apartment addresses, a
# lieu-dit, a colonia, estates, blocks and districts), towns after a preposition, and ages and
# dates written in words; committed and measured before any rule changed for it, only its counts
# printed.
FROZEN_S_SET = DATA / "phi_frozen_s.jsonl"
# Home-visit, social-work, nursing, referral and discharge notes in six languages written after
# frozen s in four batches (9, then 12, 11 and 10 after the rules for the one before): farms,
# hamlets, caseríos and ranchos, flats in a residence, a privada's block and lot, Hong Kong
# estates, blocks, villages, malls and districts, buildings, stairs and doors of a flat, a town
# after a preposition in each language; each batch measured before any rule changed for it,
# tuned on (an upper bound).
TUNING_ADDR_G_SET = DATA / "phi_tuning_addr_g.jsonl"
# Short notes and letters in six languages written after frozen s in two batches of 8 (the second
# after the rules for the first): dates and ages over 89 written in words ("douze mars",
# "veintiuno de noviembre", "nonante-deux", "一百零二歲"), months in Roman numerals, a day of
# "this month", ages after "年屆" or as an ordinal year; each batch measured before any rule
# changed for it, tuned on (an upper bound).
TUNING_KINDS_E_SET = DATA / "phi_tuning_kinds_e.jsonl"
# Four documents (two mainland Chinese ward and clinic notes full of transliterated drug names
# written without a dose, a Dutch letter and an English letter whose patient's surname is also an
# everyday word written in lower case in the same note), written for the classes that the
# held-back sets' false redactions fall in most (counted by class, never read), and measured
# before any rule changed for them; tuned on (an upper bound).
TUNING_CLIN_H_SET = DATA / "phi_tuning_clin_h.jsonl"
# A sixteenth held-back set: 13 radiology reports, discharge and referral letters, admission and
# nursing notes, a consultation and EHR fields in six languages, dense in institutions of every
# shape (letterheads in capitals, acronyms, a hospital named by its town or founder alone, labs,
# rehabilitation centres, care homes, practices, pharmacies, universities, schools, employers,
# insurers, institutions inside EHR values); committed and measured before any rule changed for it,
# only its counts printed.
FROZEN_R_SET = DATA / "phi_frozen_r.jsonl"
# Eight documents in six languages written after frozen r (a consult, a GP letter, a German
# consult, a French discharge, a Spanish nursing note, a Dutch referral, Chinese and Hong Kong
# summaries): companies by their legal form, schools after a verb of study, care homes named
# with an article, acronyms, labs and employers known by one word; measured before any rule
# changed for them, tuned on (an upper bound).
TUNING_INST_L_SET = DATA / "phi_tuning_inst_l.jsonl"
# A fifteenth held-back set: 11 consults, discharge letters, nursing handovers and reports, a
# progress note with record fields and Chinese and Hong Kong records in six languages, dense in
# clinical words that look like names or places (eponymous signs, scales and syndromes, drug
# brands, capitalised findings, abbreviations, wards, rooms and units, anatomy named after people,
# laboratory names); committed and measured before any rule changed for it, only its counts printed.
FROZEN_T_SET = DATA / "phi_frozen_t.jsonl"
# Eight documents in six languages (an intensive-care admission, a Belgian nursing handover, an ED
# note, a Spanish ward note with headings in capitals, Chinese progress and Hong Kong nursing
# records, a Belgian consultation, a clinic letter), dense in examination headings, adverbs and
# verbs that are also names, acronyms after prepositions and generic services after verbs; written
# after frozen t and measured before any rule changed for them; tuned on (an upper bound).
TUNING_CLIN_I_SET = DATA / "phi_tuning_clin_i.jsonl"
# A sixteenth held-back set: 12 discharge reports, nursing notes, consults, referral letters, a
# ward round and Chinese and Hong Kong records, weighted to Spanish (Spain, Mexico) and Chinese
# (mainland, Hong Kong), dense in clinical words that look like names (signs, scales, drug brands,
# headings) and in clinicians named in many ways (a family name before a title or role, a full
# name after a role, first names after a ward role, surnames after a title); committed and measured
# before any rule changed for it, only its counts printed.
FROZEN_U_SET = DATA / "phi_frozen_u.jsonl"
# Eight Spanish and Chinese ward notes, consults and discharge plans written after frozen u: job
# sectors after "trabaja en", kinds of care and hospital after a transfer cue, headings and ward
# words in capitals, Chinese clinicians named by a family name before a title or role and by a
# full name after one, beside the same roles with no name ("任何医生", "责任护士"); measured before
# any rule changed for them, tuned on (an upper bound).
TUNING_CLIN_J_SET = DATA / "phi_tuning_clin_j.jsonl"
# A seventeenth held-back set: 10 consults, letters, transfer and nursing notes and an emergency
# report in six languages where institutions and places are named without a head word and
# without a cue ("worked up at …", "aus … übernommen", "hospitalisée à …", "remitida desde …",
# "转至…", "由…轉來"); committed and measured before any rule changed for it, only its counts
# printed.
FROZEN_V_SET = DATA / "phi_frozen_v.jsonl"
# Eight documents in six languages written after frozen v (an ED note, a discharge summary, a
# German letter, a French liaison letter, a Mexican progress note, a Dutch handover, Chinese and
# Hong Kong records): hospitals, sites and employers known by one or two words after a word of
# place or care; measured before any rule changed for them, tuned on (an upper bound).
TUNING_INST_M_SET = DATA / "phi_tuning_inst_m.jsonl"
# An eighteenth held-back set: 20 letters, referrals, consults, nursing notes, MDT minutes, an
# outside imaging read and EHR fields in six languages, dense in institutions as notes write them
# (letterheads and names in capitals, acronyms beside a department, a hospital, school or company
# named by one or two title-case words in running prose, lists and brackets, care homes, labs,
# practices, insurers and pharmacies); committed and measured before any rule changed for it,
# only its counts printed.
FROZEN_W_SET = DATA / "phi_frozen_w.jsonl"
# Ten documents in six languages written after frozen w (a stroke transfer, a clinic letter, a
# German transfer report, a French liaison letter, a Spanish emergency report, a Dutch consult, a
# mainland consult, a Hong Kong referral, a social-work note, a Belgian consultation): letterheads
# and companies in capitals, acronyms of hospitals, hospitals, schools, employers and services
# named by one or two title-case words in prose and lists; measured before any rule changed for
# them, tuned on (an upper bound).
TUNING_INST_N_SET = DATA / "phi_tuning_inst_n.jsonl"
# A nineteenth held-back set: 20 consults, letters, discharge summaries, a sign-out, nursing notes,
# an MRI report and an outside-records timeline in six languages, where hospitals, practices and
# sites are named by one or two title-case words with no head word and no cue ("referred by …",
# "a letter from …", "Copies to: …; …", "(…)"), beside capitalised drugs, brands, eponyms, scales
# and German nouns that must stay; committed and measured before any rule changed for it, only its
# counts printed.
FROZEN_Z_SET = DATA / "phi_frozen_z.jsonl"
# Eight documents in six languages written after frozen z (an ED note, a clinic letter, a German
# transfer report, a French liaison letter, a Spanish consult, a Dutch discharge letter, a mainland
# consult, a Hong Kong referral): hospitals and sites named by one title-case word with no head word
# in prose, copy lines and brackets, beside drugs, brands and eponyms; measured before any rule
# changed for them, tuned on (an upper bound).
TUNING_INST_O_SET = DATA / "phi_tuning_inst_o.jsonl"
# Our own hand-written sets in the order the bench prints them: (label, file, upper bound?).
OWN_SETS: tuple[tuple[str, Path, bool], ...] = (
    ("frozen", FROZEN_SET, False),
    ("frozen b", FROZEN_B_SET, False),
    ("frozen c", FROZEN_C_SET, False),
    ("frozen d", FROZEN_D_SET, False),
    ("frozen e", FROZEN_E_SET, False),
    ("frozen f", FROZEN_F_SET, False),
    ("frozen g", FROZEN_G_SET, False),
    ("frozen h", FROZEN_H_SET, False),
    ("frozen i", FROZEN_I_SET, False),
    ("frozen j", FROZEN_J_SET, False),
    ("frozen k", FROZEN_K_SET, False),
    ("frozen l", FROZEN_L_SET, False),
    ("frozen m", FROZEN_M_SET, False),
    ("frozen n", FROZEN_N_SET, False),
    ("frozen o", FROZEN_O_SET, False),
    ("frozen p", FROZEN_P_SET, False),
    ("frozen q", FROZEN_Q_SET, False),
    ("frozen r", FROZEN_R_SET, False),
    ("frozen s", FROZEN_S_SET, False),
    ("frozen t", FROZEN_T_SET, False),
    ("frozen u", FROZEN_U_SET, False),
    ("frozen v", FROZEN_V_SET, False),
    ("frozen w", FROZEN_W_SET, False),
    ("frozen z", FROZEN_Z_SET, False),
    ("tuning", TUNING_SET, True),
    ("tuning b", TUNING_B_SET, True),
    ("tuning c", TUNING_C_SET, True),
    ("tuning d", TUNING_D_SET, True),
    ("tuning e", TUNING_E_SET, True),
    ("tuning f", TUNING_F_SET, True),
    ("tuning g", TUNING_G_SET, True),
    ("tuning h", TUNING_H_SET, True),
    ("tuning i", TUNING_I_SET, True),
    ("tuning inst a", TUNING_INST_A_SET, True),
    ("tuning inst b", TUNING_INST_B_SET, True),
    ("tuning inst c", TUNING_INST_C_SET, True),
    ("tuning inst d", TUNING_INST_D_SET, True),
    ("tuning inst e", TUNING_INST_E_SET, True),
    ("tuning addr a", TUNING_ADDR_A_SET, True),
    ("tuning inst f", TUNING_INST_F_SET, True),
    ("tuning addr b", TUNING_ADDR_B_SET, True),
    ("tuning inst g", TUNING_INST_G_SET, True),
    ("tuning addr c", TUNING_ADDR_C_SET, True),
    ("tuning inst h", TUNING_INST_H_SET, True),
    ("tuning addr d", TUNING_ADDR_D_SET, True),
    ("tuning kinds a", TUNING_KINDS_A_SET, True),
    ("tuning kinds b", TUNING_KINDS_B_SET, True),
    ("tuning kinds c", TUNING_KINDS_C_SET, True),
    ("tuning clin a", TUNING_CLIN_A_SET, True),
    ("tuning clin b", TUNING_CLIN_B_SET, True),
    ("tuning clin c", TUNING_CLIN_C_SET, True),
    ("tuning clin d", TUNING_CLIN_D_SET, True),
    ("tuning clin e", TUNING_CLIN_E_SET, True),
    ("tuning clin f", TUNING_CLIN_F_SET, True),
    ("tuning inst i", TUNING_INST_I_SET, True),
    ("tuning inst j", TUNING_INST_J_SET, True),
    ("tuning inst k", TUNING_INST_K_SET, True),
    ("tuning clin g", TUNING_CLIN_G_SET, True),
    ("tuning addr e", TUNING_ADDR_E_SET, True),
    ("tuning kinds d", TUNING_KINDS_D_SET, True),
    ("tuning addr f", TUNING_ADDR_F_SET, True),
    ("tuning clin h", TUNING_CLIN_H_SET, True),
    ("tuning inst l", TUNING_INST_L_SET, True),
    ("tuning clin i", TUNING_CLIN_I_SET, True),
    ("tuning addr g", TUNING_ADDR_G_SET, True),
    ("tuning kinds e", TUNING_KINDS_E_SET, True),
    ("tuning clin j", TUNING_CLIN_J_SET, True),
    ("tuning inst m", TUNING_INST_M_SET, True),
    ("tuning inst n", TUNING_INST_N_SET, True),
    ("tuning inst o", TUNING_INST_O_SET, True),
)

"""Words shaped like names that are not people: sentence subjects ("She reports"), a plan's
verbs before a test ("Recommend FDG-PET"), title-case adjectives ("Patient Comfortable"), a
saint's title before a first name ("St. Jude"), acronyms of scores and sequences, and the words
of a letter signed by a team or a service. Read by names.py."""

from __future__ import annotations

import re

# Sentence subjects that are not people ("She reports", "Patient denies", "MRI shows").
COMMON_SUBJECT = re.compile(
    r"She|He|They|It|This|That|Patient|Pt|The|His|Her|Their|Mother|Father|Husband|Wife|Son|"
    r"Daughter|Partner|Family|GP|Nurse|Carer|Caregiver|Examination|MRI|CT|EEG|Today|Now|"
    r"Today|Overall|Also|Since|Sie|Er|Patientin|Elle|Il|Zij|Hij|Patiënt|Patiënte|Ze|Paciente|"
    r"Ella|Él|[A-Z]{2,}|"
    # clinical nouns that open a sentence as its subject ("Plan agreed with …", "Pain settled")
    r"Plan|Decision|Consent|Management|Treatment|Review|Outcome|Pain|Wound|Scan|Mood|Sleep|"
    r"Appetite|Mobility|Swallow|Headache|Symptoms|Everyone|Staff|Team|Ward"
)
PLAN_VERB = re.compile(
    r"Recommend|Consider|Repeat|Request|Arrange|Check|Start|Stop|Continue|Increase|Reduce|Refer|"
    r"Discuss|Book|Order|Send|Obtain|Perform|Add|Switch|Await|Suggest|Organi[sz]e|Needs|Plan|"
    r"Urgent|Routine|Outpatient|Inpatient|Baseline|Follow"
)
# Endings of adjectives and abstract nouns that no name has ("Comfortable", "Responsive").
DESCRIPTIVE = re.compile(r"(?:able|ible|ful|ous|ive|less|ness|ally)$")
SAINT_BEFORE = re.compile(r"\b(?:St|Ste|Saint|Sainte|San|Santa|Sint|Sankt|São)\.?[ \t]+$")
UPPER_ACRONYMS = {
    "FLAIR", "MOCA", "MMSE", "NIHSS", "EDSS", "IVIG", "AIDP", "CIDP", "TICI", "ASPECTS", "SPECT",
    "DWI", "ADC", "SWI", "PLEX", "CADASIL", "MELAS", "MERRF", "PRES", "RCVS", "NMOSD", "MOGAD",
    "HSV", "VZV", "CMV", "EBV", "HIV", "TIA", "STEMI", "NSTEMI", "COPD", "PICA", "AICA",
}  # fmt: skip


def is_team(signature: str) -> bool:
    """A letter signed by a team or a service ("The Neurology Team", "Servicio de Neurología",
    "Team Neurologie"): no person."""
    return any(TEAM_WORD.fullmatch(w) for w in signature.split())


TEAM_WORD = re.compile(
    r"(?i:team|teams|équipe|equipo|equip|servicio|service|servei|dienst|abteilung|afdeling|"
    r"department|unit|unidad|unité|secretariat|secretary|sekretariat|secrétariat|secretaría|"
    r"neurology|neurologie|neurología|neurologia|colleagues?|kolleg(?:e|en|in|innen)|"
    r"collègues?|colegas?|compañer[oa]s?|collega['’]?s?|zusammen|everyone)"
)

"""Synthetic clinical notes and EHR records with KNOWN identifier spans, for measuring the privacy
gate (tests/vlm/test_privacy_recall.py, `python -m bench privacy`; scored by privacy_notes_eval.py).

Faker's locale providers (en_US, en_GB, nl_NL, fr_FR, de_DE) supply names, cities, streets,
phone numbers and e-mails; sentences around them are ours, in the locale's language where it
matters (titles, cues, date formats). Deterministic: one seed gives the same documents.
The gate never reads Faker's lists (its name lexicon comes from another source), so recall on
these documents is not circular.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from functools import cache
from typing import Any

LOCALES = ("en_US", "en_GB", "nl_NL", "fr_FR", "de_DE")

# Clinical words that must survive the gate verbatim, eponyms included.
CLINICAL_TERMS = (
    "Babinski sign",
    "Lhermitte's phenomenon",
    "Uhthoff phenomenon",
    "Parkinson's disease",
    "Wernicke encephalopathy",
    "Wernicke's aphasia",
    "Guillain-Barré syndrome",
    "Creutzfeldt-Jakob disease",
    "Romberg test",
    "Horner syndrome",
    "Hoffmann sign",
    "Brown-Séquard syndrome",
    "Todd paresis",
    "Bell's palsy",
    "Charcot joint",
    "Marcus Gunn pupil",
    "Adie pupil",
    "Kernig sign",
    "Brudzinski sign",
    "Broca's aphasia",
    "Huntington's disease",
    "Alzheimer's disease",
    "Lewy bodies",
    "Miller Fisher syndrome",
    "Ramsay Hunt syndrome",
    "Tolosa-Hunt syndrome",
    "Chiari malformation",
    "Dawson's fingers",
    "McDonald criteria",
    "Dix-Hallpike test",
    "Sturge-Weber syndrome",
    "Wallenberg syndrome",
    "Friedreich ataxia",
    "Duchenne muscular dystrophy",
    "Lambert-Eaton syndrome",
    "circle of Willis",
    "Sylvian fissure",
    "Fazekas grade 2",
    "modified Rankin Scale 3",
    "Glasgow Coma Scale 14",
    "EDSS 3.5",
    "T2 FLAIR",
    "DWI b1000",
    "ADC map",
    "gadolinium",
    "periventricular lesions",
    "internuclear ophthalmoplegia",
    "optic neuritis",
    "relative afferent pupillary defect",
    "oligoclonal bands",
    "AQP4-IgG negative",
    "MOG-IgG negative",
    "dysarthria",
    "dysphagia",
    "hemiparesis",
    "spastic paraparesis",
    "left MCA territory",
    "right hemianopia",
    "nystagmus",
    "ataxic gait",
    "brisk reflexes",
    "extensor plantar",
    "vibration sense",
    "proprioception",
    "levetiracetam 500 mg",
    "natalizumab",
    "ocrelizumab",
    "methylprednisolone 1 g",
    "aspirin 300 mg",
    "thrombolysis",
    "45-year-old",
    "aged 67",
    "lumbar puncture",
    "CSF protein 0.41 g/L",
    "4 white cells/uL",
    "MRI brain",
    "CT angiogram",
    "EEG",
    "nerve conduction studies",
    "Normal",
    "Left",
)

_TITLES = {
    "en_US": ("Dr.", "Dr", "Mr.", "Mrs.", "Ms.", "Prof.", "Mx.", "Sr.", "Sra."),
    "en_GB": ("Dr", "Mr", "Mrs", "Ms", "Miss", "Prof", "Mx"),
    "nl_NL": ("Dr.", "Dhr.", "Mevr.", "Prof.", "dr."),
    "fr_FR": ("Dr", "M.", "Mme", "Pr", "Mlle"),
    "de_DE": ("Dr.", "Herr", "Frau", "Prof. Dr.", "Prof."),
}
_EN_MONTHS = "January February March April May June July August September October November December"
_MONTHS = {
    "en_US": _EN_MONTHS,
    "en_GB": _EN_MONTHS,
    "nl_NL": "januari februari maart april mei juni juli augustus september oktober november "
    "december",
    "fr_FR": "janvier février mars avril mai juin juillet août septembre octobre novembre décembre",
    "de_DE": "Januar Februar März April Mai Juni Juli August September Oktober November Dezember",
}
_RELATIONS = {
    "en_US": ("husband", "wife", "daughter", "son", "partner", "sister"),
    "en_GB": ("husband", "wife", "daughter", "son", "partner", "brother"),
    "nl_NL": ("echtgenoot", "dochter", "zoon", "partner"),
    "fr_FR": ("époux", "épouse", "fille", "fils"),
    "de_DE": ("Ehemann", "Ehefrau", "Tochter", "Sohn"),
}
_NOK_LABEL = {
    "en_US": "Next of kin",
    "en_GB": "next of kin",
    "nl_NL": "Contactpersoon",
    "fr_FR": "Personne à prévenir",
    "de_DE": "Angehörige",
}
_ADDRESS_CUE = {
    "en_US": "Lives at",
    "en_GB": "Home address:",
    "nl_NL": "Woont aan",
    "fr_FR": "Habite au",
    "de_DE": "Wohnhaft in",
}
_PHONE_EXTRA = {
    "en_US": ("(415) 555-0132", "415-555-0199", "+1 212 555 0147"),
    "en_GB": ("0161 496 0753", "020 7946 0958", "+44 113 496 0123", "07700 900461"),
    "nl_NL": ("0612 448 309", "06-12345678", "020 123 4567", "+31 6 12345678"),
    "fr_FR": ("+33 1 23 45 67 89", "01 23 45 67 89", "06 12 34 56 78"),
    "de_DE": ("030 1234567", "+49 30 12345678", "0151 23456789", "089/1234567"),
}


@dataclass(frozen=True)
class GoldSpan:
    kind: str
    start: int
    end: int


@dataclass
class Text:
    """A text being written, with the spans of the identifiers put in it."""

    parts: list[str] = field(default_factory=list)
    spans: list[GoldSpan] = field(default_factory=list)
    length: int = 0

    def add(self, text: str, kind: str | None = None) -> Text:
        if kind is not None and text:
            self.spans.append(GoldSpan(kind, self.length, self.length + len(text)))
        self.parts.append(text)
        self.length += len(text)
        return self

    @property
    def text(self) -> str:
        return "".join(self.parts)


@dataclass(frozen=True)
class Document:
    doc_id: str
    locale: str
    ehr: tuple[tuple[str, Text], ...]
    notes: tuple[Text, ...]
    terms: tuple[str, ...]  # clinical terms written into the notes


class _Writer:
    def __init__(self, locale: str, rng: random.Random, seed: int) -> None:
        self.locale = locale
        self.rng = rng
        self.fake = _faker(locale)
        self.fake.seed_instance(seed)

    def pick(self, options: Any) -> Any:
        return self.rng.choice(list(options))

    def date(self) -> str:
        d = self.fake.date_between("-80y", "today")
        month = _MONTHS[self.locale].split()[d.month - 1]
        forms = {
            "en_US": (f"{d.month}/{d.day}/{d.year}", f"{month} {d.day}, {d.year}", d.isoformat()),
            "en_GB": (f"{d.day:02d}/{d.month:02d}/{d.year}", f"{d.day} {month} {d.year}"),
            "nl_NL": (f"{d.day:02d}-{d.month:02d}-{d.year}", f"{d.day} {month} {d.year}"),
            "fr_FR": (f"{d.day:02d}/{d.month:02d}/{d.year}", f"{d.day} {month} {d.year}"),
            "de_DE": (f"{d.day:02d}.{d.month:02d}.{d.year}", f"{d.day}. {month} {d.year}"),
        }[self.locale]
        return self.pick(forms)

    def record(self) -> tuple[str, str]:
        num = self.fake.numerify(self.pick(("########", "#######", "A-######", "MRN-########")))
        label = self.pick(
            {
                "en_US": ("MRN:", "Medical record number", "Patient ID:"),
                "en_GB": ("NHS number", "Hospital no.", "MRN"),
                "nl_NL": ("Patiëntnummer:", "BSN", "Ziekenhuisnummer"),
                "fr_FR": ("N° de dossier :", "IPP", "Numéro de dossier"),
                "de_DE": ("Patientennummer:", "Fallnummer", "Patienten-ID"),
            }[self.locale]
        )
        if label.startswith("NHS"):
            num = self.fake.numerify("### ### ####")
        return label, num

    def phone(self) -> str:
        if self.rng.random() < 0.4:
            return self.pick(_PHONE_EXTRA[self.locale])
        return self.fake.phone_number()

    def institution(self) -> str:
        f = self.fake
        city = f.city()
        return self.pick(
            {
                "en_US": (
                    f"{city} General Hospital",
                    f"{f.last_name()} Clinic",
                    f"St {f.last_name()}'s Medical Center",
                    f"{city} University Hospital",
                ),
                "en_GB": (
                    f"{city} General Hospital",
                    f"St {f.last_name()}'s Medical Centre",
                    f"{city} Royal Infirmary",
                    f"{f.last_name()} Clinic",
                ),
                "nl_NL": (f"Ziekenhuis {city}", f"Medisch Centrum {city}", f"{city} Ziekenhuis"),
                "fr_FR": (
                    f"CHU de {city}",
                    f"Hôpital {f.last_name()}",
                    f"Clinique {f.last_name()}",
                    f"Centre Hospitalier de {city}",
                ),
                "de_DE": (
                    f"Klinikum {city}",
                    f"Krankenhaus {city}",
                    f"Universitätsklinikum {city}",
                ),
            }[self.locale]
        )

    def address(self) -> str:
        f = self.fake
        line = f.street_address().replace("\n", ", ")
        return f"{line}, {f.postcode()} {f.city()}" if self.rng.random() < 0.7 else line

    def age_over_89(self) -> tuple[str, str, str]:
        n = str(self.rng.randint(90, 104))
        return self.pick(
            {
                "en_US": (("a ", n, "-year-old"), ("aged ", n, ""), ("", n, " years old")),
                "en_GB": (("a ", n, "-year-old"), ("aged ", n, ""), ("", n, " y/o")),
                "nl_NL": (("", n, " jaar oud"), ("leeftijd ", n, ""), ("een ", n, "-jarige")),
                "fr_FR": (("âgée de ", n, " ans"), ("", n, " ans")),
                "de_DE": (
                    ("", n, " Jahre alt"),
                    ("im Alter von ", n, " Jahren"),
                    ("", n, "-jährige"),
                ),
            }[self.locale]
        )


@cache
def _faker(locale: str) -> Any:
    """One Faker per locale (building one is the slow part), reseeded per document."""
    from faker import Faker

    return Faker(locale)


def _note(w: _Writer, first: str, last: str, terms: list[str]) -> Text:
    """A clinic letter: every identifier kind at least once, clinical terms in between."""
    f, rng, t = w.fake, w.rng, Text()
    loc = w.locale
    clinician_first, clinician_last = f.first_name(), f.last_name()
    title = w.pick(_TITLES[loc])
    t.add("Clinic letter, ").add(w.date(), "date").add(". ")
    t.add(f"{title} ")
    if rng.random() < 0.5:
        t.add(f"{clinician_first[0]}. {clinician_last}", "name_titled")
    else:
        t.add(f"{clinician_first} {clinician_last}", "name_titled")
    t.add(" at ").add(w.institution(), "institution").add(". ")
    t.add("Re: ").add(f"{first} {last}", "name_untitled").add(", ")
    label, num = w.record()
    t.add(f"{label} ").add(num, "record").add(". ")
    if rng.random() < 0.5:
        pre, n, post = w.age_over_89()
        t.add(f"Patient {pre}").add(n, "age_over_89").add(f"{post} with {terms[0]}. ")
    else:
        t.add(f"A {rng.randint(18, 89)}-year-old with {terms[0]}. ")
    verb = w.pick(
        (
            "reports",
            "describes",
            "was seen with",
            "has noticed",
            "complains of",
            "denies",
            "mentions",
        )
    )
    t.add(f"{first}", "first_name").add(f" {verb} {terms[1]} and {terms[2]} since ")
    t.add(w.date(), "date").add(". ")
    t.add(f"Examination: {terms[3]}; {terms[4]}. ")
    t.add(f"Referred by {w.pick(_TITLES[loc])} ").add(f.last_name(), "name_titled").add(" from ")
    t.add(w.institution(), "institution").add(f". {terms[5]}.\n")
    rel = w.pick(_RELATIONS[loc])
    t.add(f"{_NOK_LABEL[loc]}: ").add(f"{f.first_name()} {f.last_name()}", "next_of_kin")
    t.add(f" ({rel}), ").add(w.phone(), "phone").add(".\n")
    t.add(f"{_ADDRESS_CUE[loc]} ").add(w.address(), "address").add(".\n")
    t.add("Contact: ").add(w.phone(), "phone").add(", ").add(f.email(), "email").add(".\n")
    t.add(f"Plan: {terms[6]}; review with her {rel} ").add(f.first_name(), "first_name")
    t.add(f" in 6 weeks. {terms[7]}.")
    return t


def _ehr(w: _Writer, first: str, last: str, terms: list[str]) -> tuple[tuple[str, Text], ...]:
    f = w.fake
    _, num = w.record()
    fields: list[tuple[str, Text]] = [
        ("Patient name", Text().add(f"{first} {last}", "name_untitled")),
        ("Date of birth", Text().add(w.date(), "date")),
        ("MRN", Text().add(num, "record")),
        ("Address", Text().add(w.address(), "address")),
        ("Phone", Text().add(w.phone(), "phone")),
        ("Next of kin", Text().add(f"{f.first_name()} {f.last_name()}", "next_of_kin")),
        ("GP", Text().add(f"{w.pick(_TITLES[w.locale])} ").add(f.last_name(), "name_titled")),
        ("Referring hospital", Text().add(w.institution(), "institution")),
        ("E-mail", Text().add(f.email(), "email")),
        ("Sex", Text().add(w.pick(("F", "M")))),
    ]
    if w.rng.random() < 0.5:
        fields.append(("Age", Text().add(str(w.rng.randint(90, 104)), "age_over_89")))
    else:
        fields.append(("Age", Text().add(str(w.rng.randint(18, 89)))))
    history = Text().add(f"{terms[8]}; seen at ").add(w.institution(), "institution")
    history.add(" on ").add(w.date(), "date").add(f" for {terms[9]}.")
    fields.append(("History", history))
    fields.append(("Examination", Text().add(f"{terms[10]}, {terms[11]}.")))
    return tuple(fields)


def generate_documents(n: int = 250, seed: int = 11) -> list[Document]:
    """n documents (an EHR record and a clinic letter each), round-robin over LOCALES."""
    rng = random.Random(seed)
    docs = []
    for i in range(n):
        locale = LOCALES[i % len(LOCALES)]
        w = _Writer(locale, rng, seed * 100_000 + i)
        first, last = w.fake.first_name(), w.fake.last_name()
        terms = rng.sample(CLINICAL_TERMS, 12)
        docs.append(
            Document(
                doc_id=f"doc-{i:04d}",
                locale=locale,
                ehr=_ehr(w, first, last, terms),
                notes=(_note(w, first, last, terms),),
                terms=tuple(terms),
            )
        )
    return docs

"""Institutions: hospitals, clinics, practices, care homes, schools and universities, by the
word that names what they are, in English, German, French, Spanish, Dutch and Chinese."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.anchors import matches
from vlm.privacy.article_names import article_name_spans
from vlm.privacy.bracketed_sites import bracketed_site_spans
from vlm.privacy.chinese_institutions import chinese_institution_spans
from vlm.privacy.chinese_short_hospitals import chinese_short_hospital_spans
from vlm.privacy.clinical_words import is_clinical_word
from vlm.privacy.contact_verbs import contact_spans
from vlm.privacy.cued_institutions import cued_institution_spans
from vlm.privacy.discipline_sites import discipline_site_spans
from vlm.privacy.employers import employer_spans
from vlm.privacy.eponym_institutions import eponym_institution_spans
from vlm.privacy.gazetteer import is_small_town, is_town
from vlm.privacy.german_bei_phrases import is_bei_phrase
from vlm.privacy.institution_appositions import institution_apposition_spans
from vlm.privacy.job_noun_employers import job_noun_employer_spans
from vlm.privacy.legal_forms import legal_form_spans
from vlm.privacy.letterheads import letterhead_spans, where_seen_spans
from vlm.privacy.listed_institutions import listed_institution_spans
from vlm.privacy.name_cues import TITLES
from vlm.privacy.named_hospitals import named_hospital_spans
from vlm.privacy.not_places import DEPARTMENT, INSTITUTION_WORD, is_service, not_a_place
from vlm.privacy.patterns import CAP, UPPER
from vlm.privacy.person_named_hospitals import person_named_hospital_spans
from vlm.privacy.rare_after_place import rare_after_place_spans
from vlm.privacy.regional_heads import regional_head_spans
from vlm.privacy.role_before_institution import after_role
from vlm.privacy.saint_institutions import saint_institution_spans
from vlm.privacy.seen_in import seen_in_spans
from vlm.privacy.service_heads import service_head_spans
from vlm.privacy.short_hospital_names import short_hospital_spans
from vlm.privacy.spans import Span, regex_spans
from vlm.privacy.study_places import study_place_spans
from vlm.privacy.town_after_institution_prep import towns_after_institutions
from vlm.privacy.via_names import via_name_spans
from vlm.privacy.work_sectors import is_work_sector

# A place name: "Lemoine-sur-Mer", "Ribnitz-Damgarten", "'s-Hertogenbosch", "Bergen (NH)".
_PLACE = (
    rf"(?:'s[- ])?[{UPPER}][^\W\d_]*(?:(?:['’][ -]?|[ -])(?:(?:sur|sous|les|lès|la|le|en|de|du|"
    rf"des|am|an|der|bei|im|aan|op|upon|on)-)?[{UPPER}][^\W\d_]*){{0,4}}"
)
# Words that name what an institution is, written before its proper name ("Hospital Universitario
# La Paz", "Centro de Salud Delicias", "Verpleeghuis De Linde", "Klinikum rechts der Isar").
_HEAD_FIRST = (
    r"(?:Hospital(?:es)?(?: (?:Universitario|Universitari|General|Clínico|Comarcal|Regional|"
    r"Infantil|Provincial))*|Clínica|Clinica|Centro (?:de Salud|Médico|de Especialidades|"
    r"Sociosanitario|de Día)|Instituto|Institut|Universidad|Universitat|Residencia|Sanatorio|"
    r"Ambulatorio|Consultorio|Hospices?(?: Civils)?|Ysbyty|Hôpital|Hôpitaux|Clinique|Polyclinique|"
    r"EHPAD|SSR|USLD|Maison de (?:retraite|santé)|Résidence|Centre (?:Hospitalier(?: "
    r"Universitaire)?|de rééducation|médical)|Klinikums?|Krankenhaus(?:es)?|Klinik|Universität|"
    r"Pflegeheim|Seniorenheim|Altenheim|Seniorenresidenz|Rehaklinik|Praxis|Gemeinschaftspraxis|"
    r"Hausarztpraxis|Ziekenhuis|Gasthuis|Kliniek|Verpleeghuis|Verzorgingshuis|Zorgcentrum|"
    r"Woonzorgcentrum|Revalidatiecentrum|Huisartsenpraktijk|Gezondheidscentrum|"
    r"Medisch Centrum|Universiteit|Nursing Home|Care Home|Hospital|Hospice|Infirmary|Zorggroep|"
    r"Ziekenhuisgroep|Zorginstelling|Klinikverbund|Groupe hospitalier|Grupo Hospitalario|"
    r"Health Board|Spitals?|Kantonsspitals?|Unidad de Salud|Consultorio Médico|Fondation|"
    r"Fundación|Fundació|Stichting|Stiftung|Consorci(?: Sanitari)?|Consorcio(?: Hospitalario)?|"
    r"Complejo (?:Asistencial|Hospitalario)(?: Universitario)?|Huisartsenpost|"
    r"Centre d'imagerie|Centro de Atención Primaria|Groupe Hospitalier|"
    r"Hôpital privé|Clinique privée|Hôpital d'instruction des armées|Hospital privado|"
    r"Centre hospitalier(?: universitaire)?|Groupe hospitalier|"
    r"Centre hospitalier (?:régional|intercommunal|départemental|général)|"
    r"Medizinische[ns]? Versorgungszentrums?|Gesundheitszentrums?|Ärztehaus|Universitätsmedizin|"
    r"Universitätsspitals?|Universitätsklinikums?|Universitätsklinik|Kreiskliniken|Kreisklinik|"
    r"Kreiskrankenhaus(?:es)?|"
    r"Bezirksklinikums?|Krankenhausverbund(?:es)?|Kliniken|Groepspraktijk|Praktijk|Gruppenpraxis|"
    r"Maison médicale|Cabinet médical|Ziekenhuizen|Klinieken|Hogeschool|Radiologiecentrum)"
)
# "Ev. Krankenhaus ...", "Städtisches Klinikum ...": a qualifier before the head.
_HEAD_PREFIX = (
    r"(?:Ev\.|Evang\.|Evangelische[sn]?|Kath\.|Katholische[sn]?|Städtische[sn]?|"
    r"Allgemeine[sn]?|Univ\.)\s*"
)
_NAME_LINK = (
    r"(?:de|del|de la|de los|de las|las|los|des|du|d'|la|le|les|der|den|die|das|am|an der|an|"
    r"im|in|i|y|"
    r"und|et|en|aan|op|van|voor|rechts der|links der|'t|St\.?|Saint|Sainte|Sint|Santa|San)"
)
# A number after the head is its name ("Clínica 27"), unless a unit follows ("Klinik 3 Tage").
_UNIT_AFTER = (
    r"\s*(?:days?|d|h|hrs?|hours?|weeks?|wks?|months?|years?|Tagen?|Wochen|Monaten?|Jahren?|"
    r"jours?|semaines?|mois|ans?|días?|semanas?|meses|años?|dagen|dag|weken|maanden|jaar|mg|"
    r"ml|g|kg|mm|cm|%)\b"
)
_HEAD_NAME = re.compile(
    rf"(?-i:(?:\b{_HEAD_PREFIX})?\b(?:{_HEAD_FIRST})(?!\s+(?:und|et|y|en|de|del)?\s*(?:Poliklinik|Klinik|Abteilung|Department|"
    rf"Service|Servicio|Afdeling|Medicine|Medizin|Médecine|Medicina|Geneeskunde|Day|Days|Week|"
    rf"Tag|Jour|Día|Dag)\b)"
    rf"(?:\s+{TITLES}\.?(?:\s+med\.)?){{0,3}}"
    rf"(?:[ \t]+(?:{_NAME_LINK}[ \t]+){{0,3}}(?:(?:No|Nr|Núm|N)\.[ \t]?\d{{1,4}}\b|{CAP}|"
    rf"\d{{1,3}}\b(?!{_UNIT_AFTER}))){{1,6}})"
)
# University hospitals known by their acronym alone (each names one hospital; "CHU" alone does
# not): the Dutch UMCs, Swiss and French university hospitals.
_HOSPITAL_ACRONYM = re.compile(
    r"(?-i:\b(?:UMC[GU]|LUMC|MUMC\+?|Amsterdam UMC|Radboudumc|Erasmus MC|VUmc|CHUV|HUG|"
    r"CHRU|USZ|KSSG)(?![\w-]))"
)
# "NYU Langone Health", "Brudenell Primary School": capitalised words or acronyms before it.
_ACRONYM_LED = re.compile(
    rf"(?-i:\b[{UPPER}]{{2,5}}(?:\s+{CAP}){{1,3}}\s+(?:Health|Hospital|Medical Cent(?:re|er)|"
    r"Clinic|Institute|School|College|University)\b)"
)
# German compounds: "Hausarztpraxis am Westpark", "Rehaklinik Bad Zwesten" (the head inside).
_COMPOUND = re.compile(
    rf"(?-i:\b[{UPPER}][a-zäöüß]+(?:praxis|klinik|klinikum|krankenhaus|zentrum|heim)"
    rf"(?:\s+(?:am|an der|im|in|bei)\s+{CAP}|\s+{CAP}){{1,4}})"
)
# A compound named after a saint or a founder: "Marienhospital", "Josefskrankenhaus",
# "Antoniusziekenhuis", "Diakonessenhuis", "Elisabethenstift"; a generic first half
# ("Kreiskrankenhaus", "Universitätsklinikum", "Streekziekenhuis") is no name on its own.
_NAMED_COMPOUND = re.compile(
    r"(?-i:\b(?:St\.\s?|Sankt\s|Sint\s|Sint-)?(?!(?:Kreis|Bezirk|Akut|Fach|Universitäts|Uni|"
    r"Kinder|Stadt|Land|Reha|Tages|Privat|Kranken|Kur|Haupt|Streek|Algemeen|Academisch|Dag|"
    r"Zieken|Psychiatrie|Allgemein|Nacht|Spezial|Vertrags|Belegs?|Kantons|Regional|Blei)"
    r"(?:[a-zäöüß]*)(?:hospital|"
    r"spital|krankenhaus|stift|klinikum|ziekenhuis|gasthuis|huis)\b)"
    r"[A-ZÄÖÜ][a-zäöüß]{2,}(?:hospital|spital|krankenhaus|stift|klinikum|ziekenhuis|gasthuis|"
    r"essenhuis|ssenhuis))\b"
)
INSTITUTIONS = [
    re.compile(
        rf"(?-i:\b(?:(?:St\.?|Saint|Sint|Sankt|St-|Ste-?)\s*)?(?!(?:{DEPARTMENT})\b){CAP}['’]?s?"
        rf"(?: (?:{CAP}['’]?s?|of|and|&|de|der|van|den|la|le|du|am|an|im|St\.?)){{0,6}}"
        rf"[ \t]+{INSTITUTION_WORD}s?\b)"
        rf"(?:[ \t]+(?:(?:of|for)[ \t]+)?{CAP}(?:[ \t]+(?:and[ \t]+)?{CAP})?)?"
    ),
    re.compile(
        rf"(?-i:\b(?:Klinikums?|Krankenhaus(?:es)?|Ziekenhuis|Kliniek|Gasthuis|Universitätsklinikums?|"
        rf"Uniklinik|"
        rf"Hôpital|Clinique|Polyclinique|CHU|CHR|CH|UMC|AMC|LUMC|UZ|AZ|"
        rf"Centre Hospitalier(?: Universitaire)?|"
        rf"Medisch Centrum|Maxima MC|Charité|Helios|Asklepios|Vivantes|Sana)"
        rf"(?:(?:\s+(?:de|du|des|d'|la|le|der|den|am|an|aan|op|ob|en|vorm|bei|im|in|'t|St\.?|Saint|"
        rf"Sainte|Sint|'s)){{0,3}}(?:[ \t]+|(?<=['’])){_PLACE}){{1,3}}"
        r"(?:\s*\([A-Z]{1,3}\))?)"
    ),
    re.compile(
        rf"(?-i:(?:(?<!\w)(?:'t|de|het|den|la|le)\s+)?\b{CAP}"
        rf"(?:(?:\s+(?:en|aan|op|de|den|am|an)){{0,2}}\s+{CAP}){{0,4}}[ -]"
        r"(?:Klinikum|Krankenhaus|Ziekenhuis|Klinik|Kliniken|Gasthuis|MC|UMC|Hospital|Spital|"
        r"Hôpital|Stift|Heim))\b"
    ),
    _HEAD_NAME,
    _ACRONYM_LED,
    _COMPOUND,
    # "Technischen Universität München", "Freie Universität Berlin"
    re.compile(rf"(?-i:\b{CAP}\s+(?:Universität|Université|Universidad|Universiteit)\s+{CAP})"),
    # "Ashgrove care home", "Beech House nursing home"
    re.compile(rf"(?-i:\b(?:{CAP}\s+){{1,3}}(?:care|nursing|residential) home\b)"),
]


# Where a patient is sent or seen: whatever capitalised name follows is a place or an institution,
# with or without a word that says which ("transferred from Quillbrook", "verlegt aus Bethanien").
_SENT_CUE = (
    r"(?:seen at|seen in|treated at|admitted to|admitted at|transferred from|transferred to|"
    r"referred from|discharged to|followed at|followed up at|works at|employed at|"
    # an employer or a care provider: "her job at …", "werkt nog bij …", "care from …"
    r"job at|works for|working (?:at|for)|worked (?:at|for)|employed by|werkt(?: nog| nu)? bij|"
    r"werkte bij|werkzaam bij|arbeitet(?:e)? bei|beschäftigt bei|angestellt bei|"
    r"travaill(?:e|ait) (?:chez|pour)|trabaja(?:ba)? (?:en|para)|discharge to|"
    r"labora en|(?:package of care|care|carers|support) from|"
    r"works as (?:a |an )?(?:[a-z-]+ ){1,3}(?:at|for)|"
    r"aufgenommen in|verlegt aus|verlegt nach|verlegt in|behandelt in|überwiesen von|"
    # the noun of an arrival: "Übernahme aus dem …", "Zuverlegung vom …"
    r"(?:übernahme|zuverlegung|verlegung|übernommen|zuweisung) (?:aus|von)|"
    r"suivie? à|suivie? au|hospitalisée? à|hospitalisée? au|transférée? à|transférée? au|"
    r"transférée? vers|trasladad[oa] a|trasladad[oa] al|trasladad[oa] desde|ingresad[oa] en|"
    r"atendid[oa] en|derivad[oa] desde|opgenomen in|overgeplaatst naar|behandeld in|"
    # care that goes on elsewhere: "review at Treliske", "Revalidatie in Klimmendaal"
    r"(?:review|follow-?up|rehabilitation|rehab|revalidatie|reha|rééducation|rehabilitación|"
    r"controle|kontrolle|nachsorge|suivi|seguimiento)\s+(?:at|in|bij|à|au|en|im|am)|"
    # the noun of a transfer: "transfer to …", "Verlegung nach …", "traslado al …"
    r"transfer(?: back)? (?:to|from)|referral to|admission to|(?:rück)?verlegung (?:nach|in|ins)|"
    r"traslado (?:a|al|desde)|transfert (?:à|au|vers)|(?:terug)?overplaatsing naar|"
    # the site a service runs at: "the clinic at Wansbeck", "the hospital in Hexham",
    # "la consulta en Laredo", "de polikliniek in Zevenaar"
    r"(?:clinic|hospital|surgery|practice|infirmary|hospice|outpatients|unit|centre|center|"
    r"klinik|ambulanz|praxis|kliniek|polikliniek|ziekenhuis|praktijk|clinique|consultation|"
    r"clínica|consulta|consultorio|ambulatorio)\s+(?:at|in|bij|te|à|en|im|am|in der))"
)
_ARTICLE = r"(?:(?:the|het|de|der|dem|den|das|die|le|la|l'|el|al|del|los|las)\s+)?"
SENT_TO = re.compile(
    rf"(?i:\b{_SENT_CUE})\s+{_ARTICLE}(?P<id>{CAP}(?:\s+(?:{_NAME_LINK}\s+){{0,2}}{CAP}){{0,4}})"
)


# The same heads in lower case inside a sentence, before a proper name: "l'hôpital de la
# Source-Vive", "la clinique Saint-Vincent", "el hospital de Cruces", "het ziekenhuis
# Tjongerschans".
_LOWER_HEAD = re.compile(
    r"(?-i:\b(?:hôpital|hôpitaux|clinique|polyclinique|centre hospitalier(?: universitaire)?|"
    r"résidence|maison de retraite|ehpad|clínica|residencia|sanatorio|hospital(?= de| del)|"
    r"ziekenhuis|verpleeghuis|kliniek|verzorgingshuis|krankenhaus|klinikum|huisartsenpraktijk|"
    r"groepspraktijk|praktijk|cabinet médical|woonzorgcentrum|rusthuis|revalidatiecentrum|"
    r"gezondheidscentrum|"
    r"huisartsenpost|zorgcentrum|maison de santé|centro de salud|hausarztpraxis|"
    r"gemeinschaftspraxis|pflegeheim|seniorenheim)"
    rf"\s+(?:(?:de la|de l'|de l’|des|du|de|del|de los|d'|d’)\s*)?{CAP}"
    rf"(?:[ -](?:{_NAME_LINK}\s+)?{CAP}){{0,3}})"
)


# A proper name before a head written in lower case: "het Gelre ziekenhuis", "the Freeman
# hospital", "das Elbe Klinikum" (not "Neurology clinic", "Private hospital").
# (Found from the head back: a pattern that starts at every capitalised word backtracks on long
# hyphenated runs.)
_LOWER_HEAD_WORD = re.compile(
    r"(?<=[ \t])(?:ziekenhuis|ziekenhuizen|kliniek|hospital|infirmary|hospice|klinikum|"
    r"krankenhaus|spital|clinic)\b"
)
_NAME_BEFORE_HEAD = re.compile(rf"(?-i:(?<![\w-])(?P<id>{CAP}(?:[ -]{CAP}){{0,2}})[ \t]+$)")
_GENERIC_BEFORE_HEAD = re.compile(
    r"(?i:private|local|district|teaching|psychiatric|children['’]?s|military|field|cottage|"
    r"university|academic|peripheral|referring|receiving|tertiary|nearest|same|another|other|"
    r"previous|academisch|algemeen|perifeer|perifere|streek|regionaal|universitair|this|that|"
    r"which|each|every|any|no|one|a|an|the|het|een|dit|dat|ons|our|your|their|his|her)"
)
# A head straight before a record label is the label: "Hospital No. RVI-…", "Klinik-Nr. 4".
_LABEL = re.compile(r"(?i:[^\W\d_]+[ \t-]+(?:No|Nr|Núm|N°|Nº|Number|Nummer|Número)\.?)")


# Heads written as acronyms before a place: "LKH Rottenmann" (Landeskrankenhaus), "AKH Linz",
# "CAP Rambla" (centre d'atenció primària); the word after must not be clinical ("CAP treated").
_ACRONYM_HEAD = re.compile(
    rf"(?-i:\b(?:LKH|AKH|UKH|BKH|KH|CAP|CUAP|SMZ)[ \t]+(?P<id>{CAP}(?:[ \t-]{CAP}){{0,2}}))"
)


_VERB_FORM = re.compile(r"(?:ed|ing)$")
# A scale named with a head word: "Hospital Anxiety and Depression Scale", "Hospital Frailty
# Risk Score".
_SCALE_AFTER = re.compile(
    rf"(?:[ \t]+(?:and|&|of|for)?[ \t]*{CAP}){{0,4}}[ \t]+(?:Scale|Score|Index|Questionnaire|"
    r"Inventory|Test|Skala|Échelle|Escala|Schaal)\b"
)


# A law named after what it governs ("Mental Health Act", "Mental Capacity Act"): no institution.
_LAW = re.compile(r"[ \t]Act$")


def institution_spans(text: str) -> Iterator[Span]:
    found = [
        s
        for s in regex_spans(
            text, "institution", [*INSTITUTIONS, _LOWER_HEAD, _NAMED_COMPOUND, _HOSPITAL_ACRONYM]
        )
        if not is_service(text[s.start : s.end])
        and not _LAW.search(text, s.start, s.end)
        and not _LABEL.fullmatch(text[s.start : s.end])
        and not _SCALE_AFTER.match(text, s.end)
    ]
    for a in _ACRONYM_HEAD.finditer(text):
        first = a.group("id").split()[0]
        if not (not_a_place(first) or is_clinical_word(first) or _VERB_FORM.search(first)):
            found.append(Span(a.start(), a.end(), "institution"))
    for head in _LOWER_HEAD_WORD.finditer(text):
        window = max(0, head.start() - 80)
        before = _NAME_BEFORE_HEAD.search(text, window, head.start())
        if before is None:
            continue
        first = before.group("id").split()[0]
        if not (not_a_place(first) or _GENERIC_BEFORE_HEAD.fullmatch(first)):
            found.append(Span(before.start("id"), head.end(), "institution"))
    for m in matches(SENT_TO, text):
        cue = text[m.start() : m.start("id")]
        if not (
            not_a_place(m.group("id"))
            or _german_noun_after_cue(m)
            or is_bei_phrase(cue, m.group("id"))
            or is_work_sector(m.group("id"))
        ):
            found.append(Span(m.start("id"), m.end("id"), "institution"))
    found += [*letterhead_spans(text), *where_seen_spans(text), *cued_institution_spans(text)]
    found += [*employer_spans(text), *saint_institution_spans(text), *regional_head_spans(text)]
    found += [*short_hospital_spans(text), *eponym_institution_spans(text), *seen_in_spans(text)]
    found += [*chinese_institution_spans(text), *institution_apposition_spans(text)]
    found += [*named_hospital_spans(text), *legal_form_spans(text), *study_place_spans(text)]
    found += [*article_name_spans(text), *discipline_site_spans(text), *via_name_spans(text)]
    found += [*contact_spans(text), *service_head_spans(text), *chinese_short_hospital_spans(text)]
    found += list(rare_after_place_spans(text))
    found += list(person_named_hospital_spans(text))
    found += list(bracketed_site_spans(text))
    found += list(job_noun_employer_spans(text))
    found += list(listed_institution_spans(text, found))
    found += list(town_after_institution(text, found))
    found += list(towns_after_institutions(text, found))
    found = [_after_department(text, span) for span in found]
    found = [span for span in (after_role(text, s) for s in found) if span is not None]
    for span in found:  # "The Chawton Partnership": the article is part of the name
        if span.start >= 4 and text[span.start - 4 : span.start] == "The ":
            yield Span(span.start - 4, span.end, span.kind)
        else:
            yield span


# German capitalises every noun: after a German cue and "in", an abstract noun is no place
# ("Kontrolle in Zukunft", "aufgenommen in Begleitung der Tochter", "Reha in Planung").
_GERMAN_CUE = re.compile(
    r"(?i:(?:kontrolle|reha|nachsorge|aufgenommen|verlegt|behandelt|klinik|ambulanz|praxis)"
    r"\s+in\s+$)"
)
_GERMAN_NOUN = re.compile(r"[^\W\d_]{2,}(?:ung|ungen|heit|keit|kunft|nahme|sprache|schaft|narkose)")
# An arrival from a unit of the same hospital: "Übernahme aus der Notaufnahme".
_GERMAN_ARRIVAL = re.compile(
    r"(?i:(?:übernahme|zuverlegung|verlegung|übernommen|zuweisung|verlegt)\s+(?:aus|von)\s)"
)


def _german_noun_after_cue(m: re.Match[str]) -> bool:
    first = m.group("id").split()[0]
    if is_town(first) or is_small_town(first):
        return False  # "verlegt nach Freiung": a town of the gazetteer
    cue = m.string[m.start() : m.start("id")]
    return bool(
        _GERMAN_NOUN.fullmatch(first) and (_GERMAN_CUE.fullmatch(cue) or _GERMAN_ARRIVAL.match(cue))
    )


_LEADING_WORD = re.compile(rf"({CAP})[ \t]+(?=[{UPPER}])")


def _after_department(text: str, span: Span) -> Span:
    """ "Neurochirurgie Klinikum Klagenfurt": a department before the name is no part of it."""
    m = _LEADING_WORD.match(text, span.start, span.end)
    if m and is_clinical_word(m.group(1)):
        return Span(m.end(), span.end, span.kind)
    return span


# The town after an institution and a comma: "Clínica del Pilar, Tudela", "…, Mâcon, le 3 mai".
_TOWN_AFTER = re.compile(
    rf"(?-i:(?:,|[ \t][-–—·|])[ \t]*(?P<id>{CAP}(?:[ \t-]{CAP}){{0,3}}))"
    r"(?P<end>\.?[ \t]*(?:\n|$))?"
)


def town_after_institution(text: str, found: list[Span]) -> Iterator[Span]:
    """A town of the gazetteers after an institution and a comma; any name that ends the line
    there (a signature's or a letterhead's last item: "…, Groepspraktijk Oost, Sint-Agatha")."""
    for span in found:
        m = _TOWN_AFTER.match(text, span.end)
        if m is None or not_a_place(m.group("id")) or is_clinical_word(m.group("id")):
            continue
        words = m.group("id").split()
        for n in range(len(words), 0, -1):
            name = " ".join(words[:n])
            if (
                is_town(name)
                or is_small_town(name)
                or (n == len(words) and m.group("end") is not None)
            ):
                yield Span(m.start("id"), m.start("id") + len(name), "address")
                break

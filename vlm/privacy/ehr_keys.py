"""Which EHR fields may be sent: only those under a key known to hold clinical content, in
English, German, French, Spanish, Dutch and Chinese. Every other field is withheld (fail closed):
a key nobody listed ("Pt", "Nom", "Huisarts", "Bed", "联系人") may hold anything.

Keys are compared casefolded, accents and punctuation ignored, so "Âge", "age:" and "AGE" are
one key; a compound key ("History / Examination", "Anamnese und Befund") passes when each of
its parts is clinical."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

# Keys whose value is itself an identifier: withheld, and the value scrubbed wherever else it
# appears in the case's text.
_IDENTIFYING = re.compile(
    r"\b(name|surname|first name|last name|given name|family name|patient|pt|mrn|record|id|"
    r"number|no|nr|hospital|accession|nhs|ssn|bsn|insurance|dob|birth|born|address|street|zip|"
    r"postcode|postal|city|town|phone|telephone|tel|mobile|e ?mail|contact|kin|nok|relative|"
    r"spouse|guardian|carer|gp|pcp|practitioner|physician|doctor|consultant|clinician|attending|"
    r"referr\w*|institution|clinic|practice|site|centre|center|ward|bed|room|account|acct|"
    r"admitted|admission date|discharge date|visit date|date|"
    r"vorname|nachname|geburt\w*|geb|anschrift|wohnort|strasse|telefon|hausarzt\w*|arzt|"
    r"arztin|station|zimmer|kasse|versicherung|angehorige\w*|datum|"
    r"nom|prenom|naissance|adresse|ville|telephone|medecin|traitant|chambre|service|"
    r"dossier|ipp|nir|securite sociale|personne|"
    r"nombre|apellidos?|nacimiento|domicilio|direccion|telefono|medico|tratante|"
    r"expediente|nhc|habitacion|cama|familiar|"
    r"naam|voornaam|achternaam|geboorte\w*|adres|woonplaats|huisarts|arts|afdeling|kamer|"
    r"patientnummer|verzekering|contactpersoon)\b"
)

# Keys known to hold clinical content, per language (normalised: casefolded, no accents, one
# space between words).
_CLINICAL_BY_LANGUAGE = {
    "English": (
        "age; sex; gender; handedness; chief complaint; complaint; presenting complaint; "
        "complaints; reason for referral; reason for admission; reason for visit; "
        "reason for consultation; referral reason; indication; clinical indication; "
        "clinical question; question; history; hpi; history of present illness; "
        "history of presenting complaint; clinical history; past medical history; pmh; "
        "medical history; past history; family history; social history; social; medications; "
        "medication; meds; current medications; drugs; drug history; allergies; examination; "
        "exam; physical examination; neurological examination; neuro exam; findings; imaging; "
        "mri; ct; radiology; investigations; labs; laboratory; results; csf; eeg; emg; ncs; "
        "diagnosis; diagnoses; working diagnosis; differential; differential diagnosis; "
        "impression; assessment; plan; treatment; management; course; hospital course; "
        "clinical course; clinical; clinical notes; clinic letter; symptoms; onset; duration; "
        "scores; nihss; edss; mrs; gcs; moca; mmse; vitals; vital signs; weight; height; bmi; "
        "blood pressure; comorbidities; problem list; problems; risk factors; procedure; "
        "outcome; progress; summary; conclusion; recommendations; smoking; alcohol; "
        "functional status; mobility; cognition; triage; triage note; triage notes; "
        "nursing note; nursing notes; referral diagnosis; admitting diagnosis; "
        "reason for transfer; presentation; presenting symptoms; symptom onset; onset time; "
        "time of onset; last known well; last seen well; lkw; arrival time; time of arrival; "
        "observations; obs; bloods; blood tests; blood results; ecg; ekg; ct angiography; cta; "
        "mra; ultrasound; doppler; vital parameters"
    ),
    "German": (
        "alter; geschlecht; handigkeit; hauptbeschwerde; beschwerden; aufnahmegrund; anlass; "
        "anamnese; jetzige anamnese; vorgeschichte; eigenanamnese; familienanamnese; "
        "sozialanamnese; vorerkrankungen; medikation; medikamente; dauermedikation; allergien; "
        "befund; befunde; untersuchung; neurologischer befund; korperlicher befund; "
        "bildgebung; mrt; labor; liquor; diagnose; diagnosen; verdachtsdiagnose; "
        "hauptdiagnose; nebendiagnosen; beurteilung; procedere; therapie; empfehlung; verlauf; "
        "epikrise; fragestellung; symptome; zusammenfassung; risikofaktoren; "
        "uberweisungsgrund; uberweisungsdiagnose; einweisungsgrund; einweisungsdiagnose; "
        "verlegungsgrund; pflegebericht; triage; vorstellung; symptombeginn; "
        "zuletzt gesund gesehen; ankunftszeit; vitalparameter; vitalzeichen; blutwerte; ekg"
    ),
    "French": (
        "age; sexe; lateralite; motif; motif de consultation; motif d hospitalisation; "
        "motif d admission; histoire de la maladie; anamnese; antecedents; "
        "antecedents medicaux; antecedents familiaux; traitement; traitements; "
        "traitement habituel; allergies; examen; examen clinique; examen neurologique; "
        "imagerie; irm; biologie; lcr; diagnostic; diagnostics; conclusion; synthese; "
        "evolution; plan; prise en charge; conduite a tenir; symptomes; mode de vie; "
        "motif d adressage; motif de recours; motif de transfert; transmissions; "
        "transmissions infirmieres; observation medicale; debut des symptomes; "
        "heure de debut; dernier moment vu normal; heure d arrivee; constantes; "
        "parametres vitaux; bilan biologique; ecg"
    ),
    "Spanish": (
        "edad; sexo; genero; lateralidad; motivo; motivo de consulta; motivo de ingreso; "
        "enfermedad actual; antecedentes; antecedentes personales; antecedentes familiares; "
        "tratamiento; tratamiento habitual; medicacion; alergias; exploracion; "
        "exploracion fisica; exploracion neurologica; pruebas complementarias; imagen; "
        "laboratorio; diagnostico; diagnosticos; juicio clinico; impresion diagnostica; "
        "evolucion; plan; conclusion; sintomas; comorbilidades; motivo de derivacion; "
        "motivo de interconsulta; motivo de traslado; nota de enfermeria; triaje; "
        "inicio de los sintomas; hora de inicio; ultima vez visto bien; hora de llegada; "
        "constantes; constantes vitales; signos vitales; analitica; ecg"
    ),
    "Dutch": (
        "leeftijd; geslacht; handvoorkeur; klacht; klachten; hoofdklacht; "
        "reden van verwijzing; verwijsreden; opnamereden; reden van opname; anamnese; "
        "voorgeschiedenis; medicatie; allergieen; lichamelijk onderzoek; "
        "neurologisch onderzoek; onderzoek; beeldvorming; laboratorium; lab; diagnose; "
        "conclusie; beleid; behandeling; probleemlijst; verloop; beloop; symptomen; "
        "samenvatting; differentiaal diagnose; verwijsdiagnose; reden van overplaatsing; "
        "verpleegkundige notitie; verpleegkundige overdracht; triage; begin klachten; "
        "laatst goed gezien; aankomsttijd; vitale parameters; bloedonderzoek; ecg"
    ),
    "Chinese": (
        "年龄; 年齡; 性别; 性別; 利手; 主诉; 主訴; 现病史; 現病史; "
        "病史; 既往史; 个人史; 個人史; 家族史; 过敏史; 過敏史; 体格检查; "
        "體格檢查; 查体; 查體; 神经系统检查; 神經系統檢查; 专科检查; "
        "專科檢查; 辅助检查; 輔助檢查; 影像; 影像学; 影像學; 检查结果; "
        "檢查結果; 化验; 化驗; 诊断; 診斷; 初步诊断; 初步診斷; 入院诊断; "
        "入院診斷; 出院诊断; 出院診斷; 治疗; 治療; 治疗经过; 治療經過; "
        "用药; 用藥; 药物; 藥物; 处理; 處理; 处理意见; 處理意見; "
        "诊疗计划; 診療計劃; 病程; 症状; 症狀; 评分; 評分; 意见; 意見; "
        "转诊原因; 轉診原因; 入院原因; 护理记录; 護理記錄; 发病时间; 發病時間; "
        "到院时间; 到院時間; 生命体征; 生命體徵; 血液检查; 血液檢查; 心电图; 心電圖"
    ),
}
_CLINICAL = frozenset(
    k.strip() for keys in _CLINICAL_BY_LANGUAGE.values() for k in keys.split(";") if k.strip()
)
_SPLIT = re.compile(r"\s*(?:/|&|\+|,|;|\band\b|\bund\b|\bet\b|\by\b|\ben\b|和|及)\s*")
_AGE_KEYS = frozenset({"age", "alter", "edad", "leeftijd", "年龄", "年齡", "age ans"})


def normalise_key(key: str) -> str:
    """Casefolded, accents dropped, punctuation as spaces: "Âge :" -> "age"."""
    folded = unicodedata.normalize("NFKD", key.casefold())
    plain = "".join(ch for ch in folded if not unicodedata.combining(ch))
    return " ".join(re.sub(r"[^\w]+", " ", plain).split())


@lru_cache(maxsize=512)
def is_clinical_key(key: str) -> bool:
    """A key whose field may be sent (scrubbed): known clinical in a supported language."""
    norm = normalise_key(key)
    if not norm:
        return False
    if norm in _CLINICAL:
        return True
    if _qualified(norm):
        return True
    parts = [normalise_key(p) for p in _SPLIT.split(key.casefold())]
    parts = [p for p in parts if p]
    return len(parts) > 1 and all(p in _CLINICAL or _qualified(p) for p in parts)


# Words that say which one of a clinical field it is ("Diagnóstico principal", "Aufnahmediagnose",
# "diagnostic de sortie", "ontslagmedicatie", "主要诊断"): with a clinical key they stay clinical;
# with any other word ("admission date") they do not.
_QUALIFIER_WORDS = frozenset(
    {
        *("principal", "principale", "principales", "main", "primary", "secondary", "final"),
        *("finale", "provisional", "working", "other", "current", "previous", "admission"),
        *("admitting", "discharge", "preliminary", "definitive", "presumptive", "secundario"),
        *("secundaria", "secundarios", "definitivo", "definitiva", "al", "de", "del", "ingreso"),
        *("alta", "a", "la", "d", "entree", "sortie", "secondaire", "secondaires", "provisoire"),
        *("retenu", "retenue", "actuel", "actuelle", "habituel", "habituelle", "voorlopige"),
        *("definitieve", "huidige", "bij", "opname", "ontslag", "vorlaufige", "aktuelle"),
        # what a scan or a test covers: "CT chest/abdomen/pelvis", "MRI brain", "MRT Schädel"
        *("head", "brain", "chest", "abdomen", "pelvis", "spine", "neck", "whole", "body"),
        *("cervical", "thoracic", "lumbar", "orbits", "schadel", "kopf", "wirbelsaule", "cerebral"),
        *("cerebrale", "craneal", "cerebro", "hersenen"),
    }
)
_QUALIFIER_PREFIX = re.compile(
    r"(?:aufnahme|entlassungs|entlass|verdachts|haupt|neben|arbeits|vorlaufige|opname|ontslag|"
    r"hoofd|neven|werk|thuis|主要|次要|最后|最後|最终|最終|其他|门诊|門診|出院|入院|术前|術前|"
    r"术后|術後|初步|修正|补充|補充)"
)


def _qualified(norm: str) -> bool:
    """A clinical key with words or a prefix that only say which one it is."""
    words = norm.split()
    heads = [w for w in words if w in _CLINICAL]
    if len(words) > 1 and heads and all(w in _CLINICAL or w in _QUALIFIER_WORDS for w in words):
        return True
    m = _QUALIFIER_PREFIX.match(norm)
    return bool(m and " " not in norm and norm[m.end() :] in _CLINICAL)


@lru_cache(maxsize=512)
def is_identifying_key(key: str) -> bool:
    """A key whose value is an identifier (a name, a number, a date, a place, a contact)."""
    norm = normalise_key(key)
    return not is_clinical_key(key) and bool(_IDENTIFYING.search(norm))


def is_age_key(key: str) -> bool:
    return normalise_key(key) in _AGE_KEYS

"""The provider a service comes through: "referred via Ashgrove Medical", "thuiszorg via
Buurtzorg …", "hulpmiddelen via Medipoint", "Heilmittel via Therapiezentrum …", "transport via
Medivan". After "via" (English, Dutch, German, French and Spanish alike) a capitalised name is
an organisation; a route or a device ("via PEG", "via Hickman line"), a department, a role, an
acronym, a clinical word, a means of contact ("via Teams", "via WhatsApp"), a device with its
setting after it or a month is not."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.clinical_words import is_clinical_word
from vlm.privacy.eponym_use import eponyms, is_clinical_use
from vlm.privacy.not_places import not_a_place
from vlm.privacy.patterns import CAP
from vlm.privacy.spans import Span

_VIA = re.compile(
    r"(?-i:(?<![\w-])[Vv]ia[ \t]+(?:(?:the|de|het|die|der|den|dem|la|le|les|el|los|las)[ \t]+)?"
    rf"(?P<id>{CAP}(?:[ \t]+(?:&[ \t]+)?{CAP}){{0,2}}))"
)
# Means of contact and channels, and the nouns of a route, written with a capital.
_CHANNEL = re.compile(
    r"(?i:teams|zoom|skype|whatsapp|signal|facetime|e-?mail|mail|telephone|telefoon|telefon|"
    r"téléphone|teléfono|phone|fax|post|courrier|correo|internet|website|app|portal|intranet|"
    r"chat|video|vidéo|vídeo|text|sms|letter|brief|lettre|carta|huisarts|hausarzt|mantelzorg|"
    r"ambulance|ambulancia|rettungsdienst|notaufnahme|urgences|urgencias|spoed|spoedeisende|"
    r"emergency|casualty|eerste|huisartsenpost|"
    r"oral|orale|iv|nasogastric|gastrostomy|sonde|sonda|catheter|katheter|cathéter|port|"
    r"cannula|canule|line|tube|pump|pompe|bomba|pomp|mask|masque|máscara|masker|maske|cpap|"
    r"bipap|ventilator|nebuli[sz]er|inhaler|spacer)"
)

# A device written as one compound ("Maagsonde", "Spuitpomp", "Magensonde", "Infusomat").
_DEVICE = re.compile(
    r"(?i:[^\W\d_]*(?:sonde|sonda|pomp|pumpe|pompe|bomba|katheter|catheter|cathéter|infuus|"
    r"infusion|perfusor|infusomat|lijn|line|tube|cannula|canule|masker|maske|mask|port|naald|"
    r"nadel|aiguille|aguja))"
)
# A kind of care or a department written as one word ("via Logopedie", "via Thuiszorg", "via
# Dagopname", "via Spoedpost"): a service, not a provider.
_SERVICE = re.compile(
    r"(?i:[^\W\d_]*(?:opname|therapie|therapy|pedie|pädie|logie|logy|tiek|tik|post|kliniek|"
    r"klinik|dienst|afdeling|hulp|verpleging|begeleiding|revalidatie|pflege|ambulanz|"
    r"sprechstunde|station|consult|spreekuur|poli|thuiszorg|mantelzorg|wijkzorg|jeugdzorg|"
    r"ouderenzorg|dagbesteding))"
)
_STEM = re.compile(r"[A-Z][a-z]+")
# A number after the name is a device's setting ("O2 via Airvo 40 L/min"): a device, not a
# provider.
# A lower-case noun of process after the name makes it a pathway or a scheme ("via the Discharge
# to Assess pathway", "via het Zorgpad programma").
_PROCESS_AFTER = re.compile(
    r"(?:[ \t]+[^\W\d_]+){0,3}?[ \t]+(?:pathway|programme|program|scheme|route|protocol|bundle|"
    r"process|system|model|"
    r"initiative|referral|form|portal|pad|programma|traject|regeling|parcours|dispositif|"
    r"programa|circuito|vía|Programm|Pfad)\b"
)
_SETTING_AFTER = re.compile(r"[ \t]*[:=]?[ \t]*\d")


def via_name_spans(text: str) -> Iterator[Span]:
    if "via " not in text and "Via " not in text:
        return
    for m in _VIA.finditer(text):
        name = m.group("id")
        first = name.split()[0]
        stem = _STEM.match(first)
        if (
            any(_CHANNEL.fullmatch(w) or _DEVICE.fullmatch(w) for w in name.split())
            or _SERVICE.fullmatch(first)
            or (stem is not None and stem.group() in eponyms())  # "ParkinsonNet": a network
            or is_clinical_word(first)
            or not_a_place(name)
            or is_clinical_use(text, m.start("id"), m.end("id"))
            or _SETTING_AFTER.match(text, m.end("id"))
            or _PROCESS_AFTER.match(text, m.end("id"))
        ):
            continue
        yield Span(m.start("id"), m.end("id"), "institution")

"""More identifiers in the forms letters and handovers give them (post-office boxes, four-digit
postcodes, a street with its number after it, a range of days, a Hong Kong name in title case,
a nurse's grade before a name, hospitals named before a lower-case head, the noun of a
transfer, a hospital line with its department) and clinical words that are kept (a record
label after "Hospital", a department after "referral to", Chinese words the dictionary tags as
names), plus the EHR keys that qualify a clinical key. Each case is our own sentence, never
taken from an evaluation set."""

import dataclasses

import pytest

from tests.support.vlm_cases import memory_case
from vlm.privacy import Deidentifier, gate_fields, is_clinical_key
from vlm.privacy.case_text import known_identifiers


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "identifier"),
    [
        ("Correspondance: Postbus 4120, 8901 BA Leeuwarden", "4120"),
        ("Postfach 10 22 31, 30159 Hannover", "10 22 31"),
        ("Please reply to PO Box 77, Whitby.", "77"),
        ("Avenue des Tilleuls 41, 1300 Wavre", "41"),
        ("Avenue des Tilleuls 41, 1300 Wavre", "Wavre"),
        ("Cabinet médical\n4020 Liège", "Liège"),
        ("Opname 14-2 t/m 23-2 op de stroke unit.", "23-2"),
        ("Stationär vom 3.4. bis 9.4. behandelt.", "9.4"),
        ("Reviewed with Dr. Kwok Siu-ming this morning.", "Siu-ming"),
        ("Handover given to RN Lindqvist at 07:30.", "Lindqvist"),
        ("Plan besproken met het Bernhoven ziekenhuis in Uden.", "Bernhoven"),
        ("Daughter asked about transfer to Ruttonjee for rehab.", "Ruttonjee"),
        ("Verlegung nach Bad Segeberg zur Frührehabilitation.", "Segeberg"),
        ("Maasziekenhuis Pantein - afdeling Neurologie\nPostbus 199, 5830 AD Boxmeer", "Pantein"),
        ("He lives with his daughter in Alnwick and drives.", "Alnwick"),
        ("EEG at St. Aldhelm showed no epileptiform activity.", "Aldhelm"),
        ("Elle est domiciliée à Quimperlé, a consulté pour des céphalées.", "Quimperlé"),
        ("Il habite Vénissieux et travaille de nuit.", "Vénissieux"),
        ("University Hospitals Dorset NHS Trust - Poole\nClinic letter", "Poole"),
        ("Überweisung an die Neurologie, LKH Hochsteiermark", "Hochsteiermark"),
        ("Remitido por su médico del CAP Sant Andreu.", "Sant Andreu"),
        ("Verwezen door de huisartsenpraktijk De Vlasbloem in Tielt.", "Vlasbloem"),
        ("Follow-up at Hôpital privé Les Franciscaines in two months.", "Franciscaines"),
        ("His PCP at Cedar Bluff clinic manages his diabetes.", "Cedar Bluff"),
    ],
)
def test_identifier_in_these_forms_is_removed(text, identifier):
    assert identifier not in _scrub(text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Hospital No. K-4410983 on the wristband.", "Hospital No"),
        ("Referral to Palliative Care for symptom control.", "Palliative Care"),
        ("Power improved from 3/5 to 4/5 over the week.", "3/5 to 4/5"),
        ("Lives with her husband in a ground-floor flat.", "ground-floor"),
        ("She lives alone in Sheltered Housing with a warden.", "Sheltered Housing"),
        ("Na overleg met de neurochirurg besloten tot afwachten.", "Na overleg"),
        ("Domiciliée à Brest, admise pour un AVC ischémique sylvien gauche.", "AVC ischémique"),
        ("CAP Treated with amoxicillin, improving.", "Treated"),
        ("Patient Comfortable. Observations Stable.", "Comfortable"),
        ("Abbott St. Jude Infinity stimulator in situ.", "Jude Infinity"),
        ("双下肢麻木三个月，请康复科会诊。", "麻木"),
        ("双下肢麻木三个月，请康复科会诊。", "康复科"),
    ],
)
def test_clinical_text_is_kept(text, kept):
    assert kept in _scrub(text)


@pytest.mark.parametrize(
    "key",
    [
        "Diagnóstico principal",
        "Aufnahmediagnose",
        "Entlassungsdiagnose",
        "Diagnostic de sortie",
        "ontslagmedicatie",
        "主要诊断",
        "Discharge diagnosis",
    ],
)
def test_a_qualified_clinical_key_is_sent(key):
    assert is_clinical_key(key)


@pytest.mark.parametrize("key", ["Admission date", "Name principal", "Hauptname", "Fallnummer"])
def test_a_qualifier_does_not_open_an_identifying_key(key):
    assert not is_clinical_key(key)


def test_a_diagnosis_under_an_unknown_key_is_withheld_but_not_hunted_in_the_note():
    case = dataclasses.replace(
        memory_case("k1", source="local"),
        ehr=(("Grund der Verlegung", "Ischämischer Insult"), ("Kostenträger", "AOK Elbtal")),
        notes=("Ischämischer Insult links, Aufnahme über die Notaufnahme.",),
    )
    known = known_identifiers(case)
    assert "AOK Elbtal" in known and "Ischämischer Insult" not in known
    fields = {f.key: f for f in gate_fields(case) if f.source == "ehr"}
    assert fields["Grund der Verlegung"].sent is None
    note = next(f for f in gate_fields(case) if f.source != "ehr")
    assert note.sent is not None and "Ischämischer Insult" in note.sent


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        # British durations: days over 7, months over 12, weeks over 52
        ("A 10/7 history of diplopia on lateral gaze.", "10/7"),
        ("Clinic review in 6/52 with a repeat MRI.", "6/52"),
        ("Symptoms for 9/7, now settling.", "9/7"),
        # a month or a country is no town
        ("She travelled to Portugal in March and fell ill on return.", "March"),
        ("Born in Romania, came to the UK aged 19.", "Romania"),
        ("Geboren in Polen, seit 2001 in Deutschland.", "Polen"),
        # a letter's opening and a team's signature are no names
        ("Dear Colleague, Thank you for asking me to see her.", "Thank"),
        ("Kind regards,\nThe Epilepsy Team", "Team"),
        ("Mit freundlichen Grüßen\nIhr Team der Neurologie", "Team"),
        ("Met collegiale groet,\nTeam Neurologie", "Team Neurologie"),
    ],
)
def test_ordinary_words_in_letters_are_kept(text, kept):
    assert kept in _scrub(text)


def test_a_british_duration_sign_does_not_hide_a_date():
    assert "14/7" not in _scrub("Admitted on 14/7 with a first seizure.")
    assert "Lisbon" not in _scrub("She was born in Lisbon and lives in Leeds.")


@pytest.mark.parametrize(
    ("text", "identifier"),
    [
        ("Came in with her husband (Desmond) after the collapse.", "Desmond"),
        ("Seen on 2nd and 9th October in the memory clinic.", "9th October"),
        ("Consultations les 3 et 10 mars.", "10 mars"),
        ("Kontrollen am 4. und 11. Mai.", "11. Mai"),
        ("Transfert au Centre hospitalier de la Vallée Verte pour scanner.", "Vallée Verte"),
        ("Weiter durch Hausarzt Dr. Ewald Brunke in Oschersleben.", "Oschersleben"),
    ],
)
def test_identifier_in_a_prose_form_is_removed(text, identifier):
    assert identifier not in _scrub(text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Rey Complex Figure copy intact, recall impaired.", "Rey Complex Figure"),
        ("Hospital Anxiety and Depression Scale: anxiety 9.", "Hospital Anxiety"),
        ("Recommend FDG-PET and CSF biomarkers.", "Recommend FDG-PET"),
        ("Gehstrecke mit Rollator 200 m, Treppen mit Hilfe.", "200 m"),
        ("Walks 100 m with a frame before resting.", "100 m"),
    ],
)
def test_tests_scales_and_distances_are_kept(text, kept):
    assert kept in _scrub(text)


def test_an_age_over_89_with_its_sex_is_still_generalised():
    assert "93" not in _scrub("Bed 4: 93 M, post fall, on the ward since Tuesday.")

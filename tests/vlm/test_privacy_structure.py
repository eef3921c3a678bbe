"""Identifiers found by where they stand (letterheads, datelines, departments, transfers, where a
test was done, words of origin) and words that look like names but are not: each case is our own
sentence, never taken from an evaluation set."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "institution"),
    [
        # a letterhead: the name before its street or postcode, on the same line
        ("Harbourside Neurology · 14 Quay Street · Cork T12 X8R2\nClinic letter", "Harbourside"),
        ("Gezondheidshuis Lindenhove · Kerkplein 3 · 7411 AB Deventer", "Lindenhove"),
        ("CAP Riudoms-Baix | Carrer Major 21, 43330 Riudoms", "CAP Riudoms-Baix"),
        ("Polyclinique Bel-Air — 8, rue des Lilas, 33000 Bordeaux", "Bel-Air"),
        # ... or on the line above the street
        ("PINEWOOD FAMILY ASSOCIATES\n410 Cedar Road, Suite 2\nAnnapolis MD 21401", "PINEWOOD"),
        # after a department, a profession or colleagues
        ("Geachte neuroloog van het Tjongerschans,", "Tjongerschans"),
        ("Cher collègue du Mont-Duplan, je vous adresse", "Mont-Duplan"),
        ("Queridos compañeros del Consorcio Hospitalario de Lugo:", "Consorcio"),
        ("Dept of Medicine, Ashbury General, Kent", "Ashbury"),
        # where a test was done
        ("MRI on 3/2 at Brookhaven Imaging showed no change.", "Brookhaven"),
        ("Video EEG at Fernhill confirmed left temporal onset.", "Fernhill"),
        # both ends of a transfer
        ("She was flown from Kirkwall to Aberdeen Royal overnight.", "Kirkwall"),
        ("She was flown from Kirkwall to Aberdeen Royal overnight.", "Aberdeen"),
        # heads written in lower case inside a sentence
        ("Suivi à l'hôpital de la Pitié depuis 2019.", "Pitié"),
        ("Ingresada en el hospital de Cruces en 2021.", "Cruces"),
        # words that say what an institution is, added
        ("Referred by the Meadowbank Partnership.", "Meadowbank Partnership"),
        ("Seen at Lakeview Medical Pavilion, level 2.", "Lakeview"),
        ("Rehabilitation at the Fondation Rothwiller.", "Rothwiller"),
        ("Derivada de la Fundación Hospital Aldaia.", "Aldaia"),
        ("Praxis Dr. med. Ulla Brinkhoff, Hausärztin", "Brinkhoff"),
        # US hospitals named by a tail word, German university and district heads, a site
        ("Transferred from Pine Hollow Regional at 02:00.", "Pine Hollow"),
        ("Accepted by Neuro ICU, Shenandoah Memorial.", "Shenandoah"),
        ("PSG at the Harlan Sleep Center showed apneas.", "Harlan"),
        ("Universitätsmedizin Rostock, Klinik für Neurologie", "Rostock"),
        ("Centre hospitalier Bretagne Atlantique – site de Kerio", "Kerio"),
        # a compound named after a saint or a founder
        ("Übernahme aus dem Vinzenzkrankenhaus am Montag.", "Vinzenz"),
        ("Eerder opgenomen in het Bonifatiusziekenhuis.", "Bonifatius"),
    ],
)
def test_institutions_found_by_where_they_stand_are_removed(text, institution):
    assert institution not in _scrub(text)


@pytest.mark.parametrize(
    ("text", "town"),
    [
        # a letter's place and date
        ("Annecy, le 3 mars 2025\nCher confrère,", "Annecy"),
        ("Bünde, 14.02.2025\nSehr geehrte Frau Kollegin,", "Bünde"),
        ("Alcoy, 2 de mayo de 2024", "Alcoy"),
        # a range of days in one month
        ("Stationär vom 4. bis 12. Mai behandelt.", "4. bis 12. Mai"),
        ("Hospitalisée du 3 au 9 avril.", "3 au 9 avril"),
        # a name that opens a nursing entry
        ("Winifred slept well and ate her breakfast.", "Winifred"),
        # small towns of the offline gazetteer after a word of origin or residence
        ("Mevrouw woont zelfstandig, wonend te Nuenen.", "Nuenen"),
        ("Er lebt allein in Wolfhagen und versorgt sich selbst.", "Wolfhagen"),
        ("Retour à domicile à Carnoux prévu lundi.", "Carnoux"),
        ("Su hija viene desde Cehegín cada semana.", "Cehegín"),
        ("Patient from Ellsworth, brought by his son.", "Ellsworth"),
        ("Sending facility: ED, Laurel Fork, VA 24352", "Laurel Fork"),
        ("cc: 2 Mill Row, Brandesburton YO25 8RT", "Brandesburton"),
        ("Entlassung in: Seniorenresidenz Am Hang, Hollenstedt", "Hollenstedt"),
        # a day and month joined by a hyphen, after a word that introduces a date
        ("Avonddienst op 18-3: onrustig, gerustgesteld.", "18-3"),
        # streets with an abbreviation or a direction word
        ("Lives at 7 Orchard Terr, Wexford.", "Orchard"),
        ("Adres: Dorpsweg Zuid 12, Lunteren", "Dorpsweg"),
        ("Vive en c/ del Pino 4, 2º B.", "Pino"),
    ],
)
def test_towns_and_streets_found_by_where_they_stand_are_removed(text, town):
    assert town not in _scrub(text)


@pytest.mark.parametrize(
    ("text", "identifier"),
    [
        ("Dr. Jordi Ferran, n.º col. 17-30291", "17-30291"),
        ("Médico adscrito, cédula profesional 4417209", "4417209"),
        ("Dr Anne Viel, RPPS 10003351928", "10003351928"),
        ("Age/Sex: 94/M", "94"),
        ("Overleg neurochirurgie UMCG: conservatief.", "UMCG"),
        ("Name: WONG Ka-ho   HN HN230017745", "HN230017745"),
        ("NHC: 40721  Fall-Nr. 4471", "40721"),
        ("NHC: 40721  Fall-Nr. 4471", "4471"),
        ("住院号：A12345  性别：男", "A12345"),
        ("Remitida a Dña. Núria Pujol i Serra por temblor.", "Serra"),
        ("姓名：司马晓燕  性别：女", "司马晓燕"),
        ("申请医生：傅建平", "傅建平"),
        ("Nota revisada. R2 Ane Etxeberria", "Etxeberria"),
        ("Rédigé par Maïwenn Le Floch, interne", "Le Floch"),
        ("gez. Hannelore Brück", "Brück"),
        ("Mit freundlichen Grüßen\nPD Dr. med. Jorinde Haake", "Haake"),
        ("Opgesteld door Fleur Meijerink", "Meijerink"),
    ],
)
def test_registration_numbers_and_name_shapes_are_removed(text, identifier):
    assert identifier not in _scrub(text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Requested by Hospital Medicine for a seizure.", "Hospital Medicine"),
        ("Reviewed by Sandra Kell, Epilepsy Nurse Specialist.", "Nurse Specialist"),
        ("Neuropsychology booked in June.", "June"),
        ("Ward round, 14/3 (Wed): stable.", "(Wed)"),
        ("D.O.B. recorded in the chart.", "D.O.B."),
        ("Queen Ann Hospital - Stroke Unit, Ward 9", "Stroke Unit, Ward 9"),
        ("Konsil Neurologie, Station 4B, Zi. 3", "Konsil Neurologie"),
        ("Urgences, le 4/11 à 23h10.", "Urgences"),
        ("MRT: Infarkt im Versorgungsgebiet der A. cerebri media.", "Versorgungsgebiet"),
        ("Thalamic lesion: 丘脑梗死; 弗里德赖希共济失调", "弗里德赖希共济失调"),
        ("CT at 3 hours showed no change; MRI at 24 h as planned.", "MRI at 24 h"),
        ("Results from Baseline to Week 12 are stable.", "Baseline"),
        ("NEUROLOGY CONSULT NOTE - Hospital Day 3\nSubjective: no events.", "Hospital Day 3"),
        ("OPERATIVE REPORT - Mount Hebron Clinic\nSurgeon: on call", "OPERATIVE REPORT"),
        ("Ella Stone, Registrar in Neurology, Bleep 4471", "Registrar in Neurology"),
        ("Labs: Na 137, WBC 11.2. CRP 4.", "WBC 11.2."),
        ("Discussed with Attending.", "Attending"),
        ("Befund: wacher Patient. Keine Paresen, keine Meningismuszeichen.", "Keine Paresen"),
        ("Walks with a Zimmer frame and one assist.", "Zimmer frame"),
        ("Rapid Access TIA Clinic, Thursday list", "Rapid Access TIA Clinic"),
        ("Comprehensive Stroke Center activation at 10:02.", "Comprehensive Stroke Center"),
        ("Ella Frost, MS CNS", "MS CNS"),
        ("PD Patients fall more often; PD Medications reviewed.", "PD Patients"),
        ("Known MS, PA from 2019.", "MS, PA"),
        ("Diagnose: Demenz, Parkinson", "Parkinson"),
        ("Files copied to a USB stick.", "USB"),
        ("3-4 focal seizures a month; 14-3-3 negative.", "3-4 focal"),
        ("Took a sip of water, then cip 500 mg.", "cip 500 mg"),
        ("Patient id pending.", "id pending"),
        ("Patient: Mrs Ada Lowe   CHI 140352 1186", "CHI"),
        ("Age/Sex: 94/M\nAdmitted on the ward", "Admitted"),
        ("Unterschrift Pflegefachkraft: S. Kalkbrenner", "Pflegefachkraft"),
        ("Verlegung in ein Kreiskrankenhaus oder Universitätsklinikum.", "Kreiskrankenhaus"),
    ],
)
def test_departments_calendar_words_and_wards_are_kept(text, kept):
    assert kept in _scrub(text)


@pytest.mark.parametrize(
    ("text", "gone", "kept"),
    [
        # the town after an institution and a comma: from the gazetteer, or ending the line
        ("Dra. Ainhoa Etxeberria, Clínica San Miguel, Pamplona.", "Pamplona", "Dra."),
        ("Dr Colette Marchand, Clinique des Alpes, Annecy, le 2 mai", "Annecy", "le"),
        ("huisarts, Groepspraktijk Het Anker, Oud-Beijerland-Zuid", "Oud-Beijerland", "huisarts"),
        # ... but not a clinical word or a department after it
        ("Seen at Rosehill Hospital, Neurology follow-up.", "Rosehill", "Neurology follow-up"),
        # a number with "No." inside the name; plural heads
        ("Hospital General de Zona No. 12 del IMSS, turno matutino", "12 del IMSS", "turno"),
        ("Verslag van Rivierland Ziekenhuizen Tiel over de MRI.", "Rivierland", "over de MRI"),
        # a relation of the six languages before a name alone
        ("Avisada su pareja, Marisol, por teléfono.", "Marisol", "por teléfono"),
    ],
)
def test_towns_after_institutions_numbered_and_plural_heads(text, gone, kept):
    sent = _scrub(text)
    assert gone not in sent and kept in sent

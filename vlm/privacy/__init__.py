"""The privacy gate: what may leave the process, and in what form, before any request is sent.

Rules (enforced here and nowhere else):
- fail closed: an EHR field is sent only under a key known to be clinical in English, German,
  French, Spanish, Dutch or Chinese (ehr_keys.py); every other field is withheld and listed in
  the preview. A note in a language the gate cannot read (language.py) is withheld unless the
  user releases that exact text in the preview, where it is marked as not de-identified;
- images travel as rendered PNG pixels (never DICOM bytes or headers);
- no header identifier reaches a prompt: case ids, titles, file paths and DICOM tags are never
  put in a prompt, and sequence names are scrubbed like any text;
- names (titled, with initials, cued, or a first name from the offline lexicon), next of kin,
  institutions, phone numbers (libphonenumber, US/UK/NL/FR/DE and international), e-mails,
  addresses, record numbers and dates are scrubbed from notes and EHR text; ages over 89 become
  "90 or older", and a birth year that reveals one is generalised; every identifier the case
  itself knows is scrubbed wherever it appears;
- the bundled demo cases may go to any endpoint; a user's own case goes to a non-local endpoint
  only after an explicit confirmation in that session;
- sequences whose header says burned-in annotation are held back until the user confirms.

Parts: gate.py (destinations, confirmations), case_text.py (EHR/notes, field by field),
ehr_keys.py and language.py (what may be sent), scrub.py (the scrubber), patterns.py, phones.py,
names.py (detectors per kind), spans.py (merging and placeholders).
`python -m bench.privacy` measures it on hand-written documents (docs/privacy.md).
"""

from vlm.privacy.case_text import (
    CleanText,
    GatedField,
    case_deidentifier,
    deidentify_case_text,
    gate_fields,
    known_identifiers,
    text_digest,
)
from vlm.privacy.ehr_keys import is_clinical_key, is_identifying_key
from vlm.privacy.gate import (
    DEMO_SOURCE,
    Confirmations,
    PrivacyBlocked,
    check_destination,
    held_back_sequences,
    leaked_values,
)
from vlm.privacy.scrub import REMOVED, Deidentifier
from vlm.privacy.spans import Span

__all__ = [
    "DEMO_SOURCE",
    "REMOVED",
    "CleanText",
    "Confirmations",
    "Deidentifier",
    "GatedField",
    "PrivacyBlocked",
    "Span",
    "case_deidentifier",
    "check_destination",
    "deidentify_case_text",
    "gate_fields",
    "held_back_sequences",
    "is_clinical_key",
    "is_identifying_key",
    "known_identifiers",
    "leaked_values",
    "text_digest",
]

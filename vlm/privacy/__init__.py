"""The privacy gate: what may leave the process, and in what form, before any request is sent.

Rules (the issue's, enforced here and nowhere else):
- images travel as rendered PNG pixels (never DICOM bytes or headers);
- no header identifier reaches a prompt: case ids, titles, file paths and DICOM tags are never
  put in a prompt, and sequence names are scrubbed like any text;
- names (titled, with initials, cued, or a first name from the offline lexicon), next of kin,
  institutions, phone numbers (libphonenumber, US/UK/NL/FR/DE and international), e-mails,
  addresses, record numbers and dates are scrubbed from notes and EHR text; ages over 89 become
  "90 or older"; every identifier the case itself knows is scrubbed wherever it appears;
- the bundled demo cases may go to any endpoint; a user's own case goes to a non-local endpoint
  only after an explicit confirmation in that session;
- sequences whose header says burned-in annotation are held back until the user confirms.

Parts: gate.py (destinations, confirmations), case_text.py (EHR/notes), scrub.py (the scrubber),
patterns.py, phones.py, names.py (detectors per kind), spans.py (merging and placeholders).
`python -m bench.privacy` measures recall and precision per kind on generated notes.
"""

from vlm.privacy.case_text import (
    CleanText,
    case_deidentifier,
    deidentify_case_text,
    is_identifying_key,
    known_identifiers,
)
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
    "PrivacyBlocked",
    "Span",
    "case_deidentifier",
    "check_destination",
    "deidentify_case_text",
    "held_back_sequences",
    "is_identifying_key",
    "known_identifiers",
    "leaked_values",
]

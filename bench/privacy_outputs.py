"""`python -m bench.privacy_outputs record|check FILE`: the privacy gate's exact output, as
digests, so that a change meant only to make the gate faster can be shown to change nothing.

`record` writes one SHA-256 per item to FILE (JSON); `check` recomputes them and prints how many
differ, by label only. The items: every document of every hand-labelled set bench.privacy reads
(the outside dev set when present, our own frozen and tuning sets) and the generated set, each
through `gate_fields` as the prompt path runs it, once as is and once with every unread-language
text released (so the scrubber runs over those too), and each text through a scrubber that knows
no identifiers; the adversarial texts and the identifier-free texts of bench.privacy. A digest
holds the redacted text, every span (start, end, kind) and each field's decision; no document
string is written or printed (the held-back sets stay unread)."""

from __future__ import annotations

import hashlib
import json
import sys
from collections.abc import Iterator
from pathlib import Path


def output_items(n: int = 250, seed: int = 11) -> Iterator[tuple[str, str]]:
    """(label, digest of the gate's output) for every item, in a fixed order."""
    from bench.phi_docs import generated_set, load_set
    from bench.phi_set_files import DEV_SET, OWN_SETS
    from bench.phi_sets import as_case
    from bench.privacy import ADVERSARIAL, false_alarm_texts
    from vlm.privacy import Deidentifier, gate_fields, text_digest

    sets = [("dev", load_set(DEV_SET))] if DEV_SET.exists() else []
    sets += [(label, load_set(path)) for label, path, _ in OWN_SETS]
    sets.append((f"generated {n}", generated_set(n, seed)))
    bare = Deidentifier()
    for label, docs in sets:
        for number, doc in enumerate(docs):
            case = as_case(doc)
            released = {text_digest(t) for _, t in doc.fields}
            gated = repr([_field_output(f) for f in gate_fields(case)])
            freed = repr([_field_output(f) for f in gate_fields(case, released=released)])
            alone = repr([_text_output(bare, t) for _, t in doc.fields])
            yield f"{label} #{number}", _digest(gated + "\x00" + freed + "\x00" + alone)
    for name, text in ADVERSARIAL.items():
        yield f"adversarial {name}", _digest(repr(_text_output(bare, text)))
    for number, text in enumerate(false_alarm_texts()):
        yield f"identifier-free #{number}", _digest(repr(_text_output(bare, text)))


def _field_output(field: object) -> tuple[object, ...]:
    from vlm.privacy import GatedField

    assert isinstance(field, GatedField)
    spans = tuple((s.start, s.end, s.kind) for s in field.spans)
    return (field.source, field.key, field.withheld, field.released, spans, field.sent)


def _text_output(scrubber: object, text: str) -> tuple[object, ...]:
    from vlm.privacy import Deidentifier

    assert isinstance(scrubber, Deidentifier)
    spans = scrubber.find_spans(text)
    return (tuple((s.start, s.end, s.kind) for s in spans), scrubber.scrub(text))


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def record(path: Path) -> int:
    items = dict(output_items())
    path.write_text(json.dumps(items, indent=0, sort_keys=True) + "\n", encoding="utf-8")
    print(f"{len(items)} items recorded in {path}")
    return 0


def check(path: Path) -> int:
    """0 when every recorded item's output is the same, 1 otherwise (labels that differ)."""
    recorded = json.loads(path.read_text(encoding="utf-8"))
    now = dict(output_items())
    differ = sorted(k for k in recorded.keys() & now.keys() if recorded[k] != now[k])
    missing = sorted(recorded.keys() ^ now.keys())
    print(f"{len(now)} items; {len(differ)} differ; {len(missing)} only on one side")
    for label in differ[:50]:
        print(f"  differs: {label}")
    for label in missing[:20]:
        print(f"  only on one side: {label}")
    return 1 if differ or missing else 0


def main(argv: list[str]) -> int:
    if len(argv) != 2 or argv[0] not in ("record", "check"):
        print(__doc__)
        return 2
    return (record if argv[0] == "record" else check)(Path(argv[1]))


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

"""Refusals whose modal stands apart from the verb: "Ich kann anhand der Bilder nicht sicher
sagen, ob ...", "I'm not able, from these images, to give a diagnosis", "no puedo, con estas
imágenes, decir si ...". vlm/conclusion_markers.py lists the refusals written in one piece
("kann nicht sicher sagen"); here is the part that carries the refusal without its modal (the
negated verb of certainty, or the verb with its object), so that words put
between them do not hide it. A refusal yields to a stated commitment ("..., but I favour X")."""

from __future__ import annotations

SPLIT_REFUSALS: dict[str, tuple[str, ...]] = {
    "en": (
        "able to give a diagnosis",
        *(f"i {m} {v}" for m in ("cannot", "can't") for v in ("say", "tell")),  # "whether X, I"
        *(f"{m} interpret medical images" for m in ("can't", "cannot", "unable to", "able to")),
        *(f"{m} guess at a diagnosis" for m in ("won't", "will not", "can't", "cannot")),
        *(f"{m} commit to a diagnosis" for m in ("won't", "rather not", "can't", "cannot")),
        "able to give a definitive diagnosis",
        "able to offer a diagnosis",
        "not possible to say whether",
        "impossible to say whether",
        "not possible to tell whether",
        "impossible to tell whether",
        "cannot reliably determine",
        "can't reliably determine",
        "cannot reliably say whether",
        "cannot definitively say whether",
    ),
    "zh": (  # "无法仅凭一张影像判断是否为X": the verb with its "whether", apart from its modal
        *(
            f"{v}{w}"
            for v in ("判断", "确定", "断定", "区分")
            for w in ("是否为", "是否是", "是不是")
        ),
    ),
    "es": (  # with the clause's "se trata de", which would otherwise state the name
        *(f"{lead} si se trata de" for lead in ("no se puede decir", "no es posible decir")),
        *(f"{lead} si se trata de" for lead in ("imposible decir", "no puedo saber")),
        *(f"decir con {word} si se trata de" for word in ("seguridad", "certeza")),
    ),
    "de": (  # without the comma before "ob": a comma ends a cue's item
        "nicht sicher sagen",
        "nicht sicher beurteilen",
        "nicht sicher feststellen",
        "nicht sicher entscheiden",
        "nicht sicher bestimmen",
        "nicht stellen",  # "Eine Diagnose kann ich anhand ... nicht stellen"
        "nicht gestellt werden",
    ),
    "fr": (  # with the clause's "s'agit d(e)", which would otherwise state the name
        *(
            f"{lead} s'il s'agit {de}"
            for lead in (
                "impossible de savoir",
                "pas possible de dire",
                "dire avec certitude",
                "je ne peux pas savoir",
            )
            for de in ("d", "de")
        ),
    ),
}

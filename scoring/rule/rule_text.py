"""What the offline rule does, in a paragraph: shown beside its verdicts and kept with every
score's method, so a reader knows what decided without reading the code."""

RULE_TEXT = (
    "Offline rule (scoring/rule/, table scoring/synonyms.yaml): the answer's conclusion (the JSON "
    "final_diagnosis, else the last 'Final answer:' / 'Impression:' / 'In conclusion' / 诊断：, "
    "else a ranked table's first row, else the last sentence that commits) is read in English, "
    "Chinese, Spanish, German or French (another language: undecided), with spelling folded "
    "(case, diacritics, hyphens, British/American spelling, plurals; one typo forgiven in words "
    "of 7+ letters; abbreviations only in capitals). It is correct when the answer commits to "
    "the reference, a listed synonym, an eponym or a more specific subtype in the table's "
    "hierarchy (a more specific WHO CNS 2021 integrated diagnosis is a hit), as its ranked-first "
    "diagnosis, and does not contradict the reference's side, vascular territory, lobe, acuity, "
    "mechanism or grade. It is incorrect when the reference is negated ('ruled out', "
    "'unlikely', 'argues against', 排除, 可能性小, descartado, ausgeschlossen, écarté ...), only "
    "likened ('mimicking', 类似), ranked below another diagnosis ('less likely', 'runner-up', "
    "其次), named only as a broader class or a sibling subtype, or absent; when the answer is a "
    "list that commits to no diagnosis; and when it refuses ('cannot determine'). Undecided: "
    "'cannot be excluded'/不除外 with no other diagnosis, an abbreviation with two meanings (GBS, "
    "SCA) standing alone, or an answer in another language."
)

"""Clinical nouns of German, French, Spanish and Dutch (and English ones the first list lacks)
that make a name beside them an eponym ("paralysie de Todd", "parálisis de Bell",
"Lähmung nach Todd", "ziekte van Horton"), and the results a named bedside test reports beside
its side and sign ("Weber central", "Weber lateralisiert", "Rinne centraal")."""

from __future__ import annotations

MORE_CLINICAL_NOUNS = (
    r"paralysie|parésie|paralysies|parálisis|paresia|Lähmung|Parese|Paralyse|verlamming|parese|"
    r"atrophie|atrofia|atrofie|Atrophie|myopathie|miopatía|Myopathie|dystrophie|distrofia|"
    r"Dystrophie|neuralgie|neuralgia|Neuralgie|ataxie|ataxia|Ataxie|démence|demencia|Demenz|"
    r"dementie|encéphalopathie|encefalopatía|Enzephalopathie|encefalopathie|aphasie|afasia|"
    r"Aphasie|afasie|tumeur|tumor|Tumor|kyste|quiste|Zyste|cyste|cyst|corps|cuerpos?|"
    r"Körperchen|lichaampjes|phénomène|pupille|pupila|Pupille|pupil|triade|tríada|Trias|"
    r"chorée|corea|Chorea|chorea|tremblement|temblor|Tremor|tremor|maladie|"
    r"thyroïdite|tiroiditis|Thyreoiditis|thyreoïditis|artérite|arteritis|Arteriitis|arteritis"
)
# A named test's result that is neither a side nor positive or negative.
MORE_FINDINGS = (
    r"central|centrale?|midline|zentral|mittig|médian|centré|indifférent|centrado|centraal|"
    r"normal|normaal|normale?|unauffällig|lateralisiert|latéralisé|lateralizado|gelateraliseerd"
)

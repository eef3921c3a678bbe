"""Two capital letters that are a unit, not the letters of a Dutch postcode: international units
in the six languages (UI, IU, IE, UE), and mg, ml, kg, Gy written in capitals ("Lovenox 4000 UI",
"Fraxiparine 2850 IE", "Vitamin D 1000 IU"). Read by places."""

from __future__ import annotations

# A lookahead that refuses those letters at the start of a postcode's letter pair.
NOT_A_UNIT = r"(?!(?:UI|IU|IE|UE|MG|ML|KG|GY|CC|MU)\b)"

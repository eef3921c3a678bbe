"""A home named by its kind of settlement goes with the word that names the kind; a road named
after where it leads, the municipality a home belongs to and a place near which someone lives
go; the same words before clinical or common words stay."""

from tests.support.privacy_spans import assert_kept_and_gone, redacted_parts


def test_mexican_colonia_privada_and_lot():
    text = (
        "Domicilio en privada Las Jacarandas manzana 7 lote 3, colonia Santa Fe; antes en el "
        "fraccionamiento Los Arcos."
    )
    found = redacted_parts(text)
    parts = (
        "privada Las Jacarandas manzana 7 lote 3",
        "colonia Santa Fe",
        "fraccionamiento Los Arcos",
    )
    for part in parts:
        assert any(part in f for f in found), (part, found)


def test_french_hamlet_road_and_commune():
    text = "Vit au hameau du Pré Vert, chemin des Aubépines, commune de Montbard, avec son fils."
    assert_kept_and_gone(
        text, ["avec son fils"], ["hameau du Pré Vert", "chemin des Aubépines", "Montbard"]
    )


def test_spanish_road_with_its_kilometre_and_municipality():
    text = "Caserío aislado en la carretera de Ezcaray km 12, término municipal de Ojacastro."
    assert_kept_and_gone(text, ["aislado"], ["carretera de Ezcaray km 12", "Ojacastro"])


def test_place_near_which_someone_lives():
    text = "Su hermana vive cerca de Villalpando. Il habite près de Pontarlier. Works near Thirsk."
    assert_kept_and_gone(text, ["Su hermana"], ["Villalpando", "Pontarlier", "Thirsk"])


def test_nearness_without_a_verb_of_living_and_clinical_words_stay():
    text = (
        "Cerca de Navidad empeoró. Lesión cerca de Broca área. Barrio bajo. The route of "
        "administration was oral; lives near normal limits of mobility."
    )
    assert_kept_and_gone(text, ["Cerca de Navidad", "route of", "normal limits"], [])


def test_where_someone_grew_up_and_a_dwelling_near_a_place():
    text = (
        "Se crió en Villanueva de los Infantes y trabajó en el campo. Aufgewachsen in Lohr am "
        "Main, lebt heute allein im Bauernhaus bei Gemünden."
    )
    gone = ["Villanueva de los Infantes", "Lohr am Main", "Gemünden"]
    assert_kept_and_gone(text, ["trabajó en el campo", "lebt heute allein"], gone)


def test_hong_kong_street_then_mall_floor_and_block():
    text = "住址：九龍彌敦道500號富貴中心一期8樓C座，獨居。"
    found = redacted_parts(text)
    assert any("彌敦道500號富貴中心一期8樓C座" in f for f in found), found


def test_island_and_locality_with_linking_words():
    text = "Originaire de l'île de Batz. Vive en la localidad de Villanueva del Arzobispo."
    assert_kept_and_gone(text, ["Originaire"], ["Batz", "Villanueva del Arzobispo"])


def test_hong_kong_district_before_its_street_and_german_hinterm():
    text = "孫仔喺旺角西洋菜街開舖。Frau B. wohnt Hinterm Brunnen 4 in Sulzbach."
    found = redacted_parts(text)
    assert any("旺角西洋菜街" in f for f in found), found
    assert any("Hinterm Brunnen 4" in f for f in found), found

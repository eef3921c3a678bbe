"""Two or more parts of a building between the street and the door go as one address in French,
Spanish, Mexican and Austrian addresses; one such word alone in clinical prose stays."""

from tests.support.privacy_spans import assert_kept_and_gone, redacted_parts


def test_french_building_stair_and_flat():
    text = "Nouvelle adresse : Bât. B, esc. 4, appt 31, au-dessus de la pharmacie."
    assert_kept_and_gone(text, ["au-dessus de la pharmacie"], ["Bât. B, esc. 4, appt 31"])


def test_spanish_portal_stair_and_floor_door():
    text = "Vive en el portal 7, escalera A, 3.º C; sube andando."
    assert_kept_and_gone(text, ["sube andando"], ["portal 7, escalera A, 3.º C"])


def test_mexican_number_and_interior():
    found = redacted_parts("Domicilio conocido, No. 88 int. 4, frente al mercado.")
    assert any("No. 88 int. 4" in f for f in found), found


def test_austrian_stair_and_top():
    text = "Wohnung Stiege 3, Top 14, kein Lift vorhanden."
    assert_kept_and_gone(text, ["kein Lift"], ["Stiege 3, Top 14"])


def test_one_part_alone_stays():
    text = "Escalera de Borg 5 puntos. Porte 3 en salle. Top 10 der Befunde."
    assert_kept_and_gone(text, ["Escalera de Borg 5", "Porte 3", "Top 10 der Befunde"], [])


def test_french_tower_and_floor():
    text = "Vit dans un HLM, tour 5, 11e étage, ascenseur souvent en panne."
    assert_kept_and_gone(text, ["ascenseur souvent en panne"], ["tour 5, 11e étage"])

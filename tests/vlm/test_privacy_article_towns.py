"""French towns whose name starts with an article go after a preposition that swallows it ("du",
"au", "aux") or after "la"; the same prepositions before ordinary words stay."""

from tests.support.privacy_spans import assert_kept_and_gone


def test_towns_after_du_au_aux_and_la():
    text = (
        "Revient du Mans après un séjour au Havre ; sa fille habite aux Sables-d'Olonne, "
        "son fils a quitté la Roche-sur-Yon."
    )
    gone = ["Mans", "Havre", "Sables-d'Olonne", "Roche-sur-Yon"]
    assert_kept_and_gone(text, ["Revient", "sa fille habite"], gone)


def test_ordinary_words_after_the_same_prepositions_stay():
    text = "Douleur du Membre inférieur, retour au Domicile, aux Urgences puis la Rééducation."
    assert_kept_and_gone(text, ["Membre", "Domicile", "Urgences", "Rééducation"], [])

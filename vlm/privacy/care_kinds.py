"""Kinds of care and of hospital named by the stay or the patients they take, written in title
case as Spanish and French notes write them ("traslado a Hospital de Media Estancia", "Hospital
de Crónicos", "remitido desde Atención Primaria", "derivado desde el Centro de Salud"): a kind,
like "a day hospital", never one institution. A proper name after the kind keeps it a name
("Centro de Salud Delicias", "Hospital de Crónicos San Rafael")."""

from __future__ import annotations

import re

_KIND = re.compile(
    r"(?i:(?:hospital|unidad|centro|planta|servicio|hôpital|unité|service)"
    r"(?:\s+(?:de|du|des|de la))?\s+(?:(?:media|larga|corta)\s+estancia|crónicos|agudos|"
    r"convalecientes|convalecencia|subagudos|soins\s+de\s+suite|moyen\s+séjour|long\s+séjour|"
    r"courte?\s+durée|longue\s+durée)|"
    r"atención\s+primaria|atención\s+especializada|hospitalización\s+a\s+domicilio|"
    r"centro\s+de\s+salud|centro\s+sociosanitario|centro\s+de\s+atención\s+primaria|"
    r"segundo\s+nivel|tercer\s+nivel|hospital\s+general\s+(?:de\s+zona|regional)|"
    r"unidad\s+de\s+medicina\s+familiar|"
    # a hospital named only by its rank or its owner ("Hospital Universitario", "Clínica
    # Privada", "Hôpital Général"), a home named only by whom it takes ("Residencia de Mayores")
    r"(?:hospital|cl[íi]nica|h[ôo]pital|clinique|centre\s+hospitalier)\s+(?:universitari[oa]|"
    r"universitaire|g[ée]n[ée]ral|comarcal|provincial|regional|privad[oa]|priv[ée]e?|"
    r"p[úu]blic[oa]|de\s+referencia|de\s+tercer\s+nivel)|"
    r"consultas?\s+externas?|consultations?\s+externes?|"
    r"residencia\s+(?:de\s+(?:mayores|ancianos|la\s+tercera\s+edad)|geri[áa]trica|asistida|"
    r"sociosanitaria)|centro\s+de\s+d[íi]a|maison\s+de\s+retraite|"
    r"r[ée]sidence\s+(?:seniors?|m[ée]dicalis[ée]e)|"
    # a place on a ward or in the emergency department: "Box de Reanimación", "Sala de Yesos"
    r"(?:box|sala|cama|habitación|habitacion)\s+de\s+(?:reanimaci[óo]n|cr[íi]ticos|"
    r"observaci[óo]n|triaje|aislamiento|curas|yesos|vitales|agudos|espera|exploraciones)|"
    # a ward, a day hospital or a clinic of a department: "PLANTA DE NEUROLOGÍA", "Hospital de
    # Día de Neurología", "Consultas Externas de Geriatría"
    r"(?:(?:hospital|hôpital|centro|unidad)\s+de\s+(?:d[íi]a|jour)|planta|sala|servicio|unidad|"
    r"consultas?\s+externas?)(?:\s+(?:de|del|de\s+la))?\s+"
    r"(?:[^\W\d_]*(?:log[íi]a|iatr[íi]a|cirug[íi]a)|medicina\s+interna|urgencias|"
    r"rehabilitaci[óo]n|digestivo|infecciosas|cuidados\s+intensivos|ictus|obstetricia|"
    r"cr[íi]ticos|agudos|corta\s+estancia|neurolog[íi]e|g[ée]riatrie|p[ée]diatrie))"
)


def is_kind_of_care(name: str) -> bool:
    """The whole name is a kind of care or hospital, with nothing that names one."""
    return _KIND.fullmatch(name.strip()) is not None

#!/usr/bin/env python3
"""Writes Sources/CalculatorBrain/Units/ConverterUnits+Table.swift: the window's converter's
quantities and units (docs/behaviour.md §16), each with its name in English, German and
Brazilian Portuguese from Unicode CLDR's locale data (main/en.xml, de.xml, pt.xml: the long
display names of units, the currencies' display names).

    scripts/generate-converter-units.py [path/to/cldr/common]

Which units the converter lists, and in what order, is chosen here (as GNOME Calculator
chooses its lists); each is written as a formula spells it (`km`, `m^2`, `km/h`) and named
by its CLDR identifier. The output is checked in, so building needs neither CLDR nor Python.
"""
import sys
import xml.etree.ElementTree as ET

CLDR = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/unicode/cldr/common"
OUT = "Sources/CalculatorBrain/Units/ConverterUnits+Table.swift"
LANGUAGES = ["en", "de", "pt"]

# quantity, then (spelling, CLDR unit identifier) in the list's order.
QUANTITIES = [
    ("length", [("m", "length-meter"), ("km", "length-kilometer"), ("cm", "length-centimeter"),
                ("mm", "length-millimeter"), ("µm", "length-micrometer"), ("nm", "length-nanometer"),
                ("mi", "length-mile"), ("yd", "length-yard"), ("ft", "length-foot"), ("in", "length-inch"),
                ("nmi", "length-nautical-mile"), ("au", "length-astronomical-unit"),
                ("ly", "length-light-year"), ("pc", "length-parsec")]),
    ("area", [("m^2", "area-square-meter"), ("km^2", "area-square-kilometer"),
              ("cm^2", "area-square-centimeter"), ("ha", "area-hectare"), ("acre", "area-acre"),
              ("mi^2", "area-square-mile"), ("ft^2", "area-square-foot"), ("in^2", "area-square-inch")]),
    ("volume", [("L", "volume-liter"), ("mL", "volume-milliliter"), ("m^3", "volume-cubic-meter"),
                ("cm^3", "volume-cubic-centimeter"), ("gal", "volume-gallon"),
                ("galUK", "volume-gallon-imperial"), ("qt", "volume-quart"), ("pt", "volume-pint"),
                ("cup", "volume-cup"), ("floz", "volume-fluid-ounce"), ("tbsp", "volume-tablespoon"),
                ("tsp", "volume-teaspoon"), ("bbl", "volume-barrel"), ("ft^3", "volume-cubic-foot"),
                ("in^3", "volume-cubic-inch")]),
    ("mass", [("kg", "mass-kilogram"), ("g", "mass-gram"), ("mg", "mass-milligram"), ("t", "mass-metric-ton"),
              ("lb", "mass-pound"), ("oz", "mass-ounce"), ("st", "mass-stone"), ("ton", "mass-ton"),
              ("ct", "mass-carat"), ("grain", "mass-grain")]),
    ("duration", [("s", "duration-second"), ("ms", "duration-millisecond"),
                  ("µs", "duration-microsecond"), ("ns", "duration-nanosecond"),
                  ("min", "duration-minute"), ("h", "duration-hour"), ("d", "duration-day"),
                  ("week", "duration-week"), ("month", "duration-month"), ("year", "duration-year")]),
    ("speed", [("m/s", "speed-meter-per-second"), ("km/h", "speed-kilometer-per-hour"),
               ("mph", "speed-mile-per-hour"), ("kn", "speed-knot")]),
    ("temperature", [("°C", "temperature-celsius"), ("°F", "temperature-fahrenheit"),
                     ("K", "temperature-kelvin")]),
    ("energy", [("J", "energy-joule"), ("kJ", "energy-kilojoule"), ("cal", "energy-calorie"),
                ("kcal", "energy-kilocalorie"), ("Wh", "Wh"),
                ("kWh", "energy-kilowatt-hour"), ("eV", "energy-electronvolt"),
                ("BTU", "energy-british-thermal-unit")]),
    ("power", [("W", "power-watt"), ("kW", "power-kilowatt"), ("MW", "power-megawatt"),
               ("hp", "power-horsepower")]),
    ("pressure", [("Pa", "pressure-pascal"), ("hPa", "pressure-hectopascal"),
                  ("kPa", "pressure-kilopascal"), ("bar", "pressure-bar"), ("atm", "pressure-atmosphere"),
                  ("psi", "pressure-pound-force-per-square-inch"), ("mmHg", "pressure-millimeter-ofhg"),
                  ("inHg", "pressure-inch-ofhg")]),
    ("force", [("N", "force-newton"), ("lbf", "force-pound-force")]),
    ("frequency", [("Hz", "frequency-hertz"), ("kHz", "frequency-kilohertz"),
                   ("MHz", "frequency-megahertz"), ("GHz", "frequency-gigahertz")]),
    ("digital", [("B", "digital-byte"), ("kB", "digital-kilobyte"), ("MB", "digital-megabyte"),
                 ("GB", "digital-gigabyte"), ("TB", "digital-terabyte"), ("KiB", "KiB"), ("MiB", "MiB"),
                 ("GiB", "GiB"), ("TiB", "TiB"), ("bit", "digital-bit"), ("kbit", "digital-kilobit"),
                 ("Mbit", "digital-megabit"), ("Gbit", "digital-gigabit")]),
    ("angle", [("°", "angle-degree"), ("rad", "angle-radian"), ("arcmin", "angle-arc-minute"),
               ("arcsec", "angle-arc-second"), ("rev", "angle-revolution")]),
    ("currency", [(code, code) for code in [
        "EUR", "USD", "GBP", "JPY", "CHF", "BRL", "CAD", "AUD", "CNY", "SEK", "NOK", "DKK", "PLN", "CZK",
        "HUF", "RON", "BGN", "ISK", "TRY", "HKD", "IDR", "ILS", "INR", "KRW", "MXN", "MYR", "NZD", "PHP",
        "SGD", "THB", "ZAR"]]),
]
# CLDR has no names for the binary multiples (the IEC's, the same in each language) nor for
# the watt-hour alone (its kilowatt-hour's, without the kilo).
WATT_HOURS = {"en": "watt-hours", "de": "Wattstunden", "pt": "watts-hora"}
IEC = {"KiB": "kibibytes", "MiB": "mebibytes", "GiB": "gibibytes", "TiB": "tebibytes"}


def names(language):
    root = ET.parse(f"{CLDR}/main/{language}.xml").getroot()
    found = {}
    for length in root.iter("unitLength"):
        if length.get("type") != "long":
            continue
        for unit in length.iter("unit"):
            shown = unit.find("displayName")
            if shown is not None:
                found[unit.get("type")] = shown.text
    for currency in root.iter("currency"):
        shown = currency.find("displayName")
        if shown is not None and currency.get("type") not in found:
            found[currency.get("type")] = shown.text
    return found


tables = {language: names(language) for language in LANGUAGES}
lines = []
for quantity, units in QUANTITIES:
    for spelling, cldr in units:
        row = [quantity, spelling]
        for language in LANGUAGES:
            name = tables[language].get(cldr) or IEC.get(cldr) or (WATT_HOURS[language] if cldr == "Wh" else None) or tables["en"].get(cldr)
            if name is None:
                sys.exit(f"no name for {cldr}")
            row.append(name[:1].upper() + name[1:])
        assert all("|" not in field for field in row)
        lines.append("|".join(row))

with open(OUT, "w", encoding="utf-8") as out:
    out.write("// Generated by scripts/generate-converter-units.py from Unicode CLDR's locale data:\n")
    out.write("// do not edit. One unit of the converter a line: quantity|spelling|name in en|de|pt.\n")
    out.write("extension UnitConverter {\n")
    out.write('    static let table = """\n')
    for line in lines:
        out.write("        " + line + "\n")
    out.write('        """\n')
    out.write("}\n")
print(f"{OUT}: {len(lines)} units")

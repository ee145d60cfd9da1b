#!/usr/bin/env python3
"""Writes Sources/CalculatorBrain/Units/UnitCatalog+Table.swift from Unicode CLDR's unit data.

    scripts/generate-units.py [path/to/supplemental/units.xml]

CLDR's supplemental/units.xml (Debian's unicode-cldr-core, /usr/share/unicode/cldr) gives
each unit's exact factor and offset to its base unit; this script reduces them to exact
fractions of SI base units and writes them, with the symbols and names people type (chosen
here, below), as one table in a Swift string that the brain reads at first use. The output
is checked in, so building Cerebrum needs neither CLDR nor Python (docs/behaviour.md §16).

Where CLDR's value is rounded and an exact definition exists (the electronvolt, the
astronomical unit, the light year), the exact one is used; those are marked below.
"""
import sys
import xml.etree.ElementTree as ET
from fractions import Fraction

SOURCE = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/unicode/cldr/common/supplemental/units.xml"
OUT = "Sources/CalculatorBrain/Units/UnitCatalog+Table.swift"

# The base dimensions, in the order of the Swift `Dimension` vector.
BASES = ["meter", "kilogram", "second", "ampere", "kelvin", "mole", "candela", "bit", "radian", "currency"]

root = ET.parse(SOURCE).getroot()
constants = {}
for c in root.iter("unitConstant"):
    constants[c.get("constant")] = c.get("value")
conversions = {c.get("source"): c for c in root.iter("convertUnit")}
quantities = {q.get("baseUnit"): q.get("quantity") for q in root.iter("unitQuantity")}
try:  # units.xml carries no version of its own; Debian's package does
    import subprocess
    cldr_version = subprocess.run(["dpkg-query", "-W", "-f=${Version}", "unicode-cldr-core"],
                                  capture_output=True, text=True, check=True).stdout.split("-")[0]
except (OSError, subprocess.CalledProcessError):
    cldr_version = "(version unknown)"


def value(text):
    """An exact fraction and a power of π for a CLDR factor expression (`ft_to_m*12`, `1/2*PI`)."""
    pi = 0
    num, den = Fraction(1), Fraction(1)
    for i, part in enumerate(text.replace(" ", "").split("/")):
        product, p = Fraction(1), 0
        for factor in part.split("*"):
            if factor == "PI":
                p += 1
            elif factor in constants:
                f, fp = value(constants[factor])
                product *= f
                p += fp
            else:
                product *= Fraction(factor)
        if i == 0:
            num, pi = product, p
        else:
            den *= product
            pi -= p
    return num / den, pi


def base_dimension(base):
    """CLDR's base unit (`kilogram-meter-per-square-second`) as exponents of BASES, with
    the factor that takes CLDR's bases to ours (a revolution is 2π rad, an item 1/N_A mol,
    a year 365.2425 days)."""
    dims = [0] * len(BASES)
    factor, pi = Fraction(1), 0
    sign = 1
    power = 1
    for word in base.split("-"):
        if word == "per":
            sign = -1
            continue
        if word in ("square", "cubic") or word.startswith("pow"):
            power = {"square": 2, "cubic": 3}.get(word) or int(word[3:])
            continue
        e = sign * power
        power = 1
        if word in BASES:
            dims[BASES.index(word)] += e
        elif word == "revolution":
            dims[BASES.index("radian")] += e
            factor *= Fraction(2) ** e
            pi += e
        elif word == "item":
            dims[BASES.index("mole")] += e
            factor /= Fraction("6.02214076E+23") ** e
        elif word == "year":
            dims[BASES.index("second")] += e
            factor *= Fraction(31556952) ** e
        elif word == "portion":
            pass
        else:
            raise ValueError(f"unknown base {word} in {base}")
    return dims, factor, pi


def cldr(source):
    """(dims, factor, π power, offset, quantity) of a CLDR unit."""
    c = conversions[source]
    base = c.get("baseUnit")
    dims, bf, bp = base_dimension(base)
    f, p = value(c.get("factor", "1"))
    offset = value(c.get("offset", "0"))[0]
    quantity = quantities.get(base, "")
    if quantity == "year-duration":  # CLDR's separate base for calendar units
        quantity = "duration"
    if source == "hertz":  # CLDR: revolution per second; people and GNU units: 1/s
        dims, bf, bp, quantity = [0, 0, -1, 0, 0, 0, 0, 0, 0, 0], Fraction(1), 0, "frequency"
    return dims, f * bf, p + bp, offset, quantity


ALL = "all"      # q … Q
LARGE = "large"  # k M G T P E, and Ki Mi Gi Ti Pi Ei
KILO = "kilo"    # k only (kcal)
ENERGY = "energy"  # k M G T (kWh)

# (id, CLDR source or None, symbol, other symbols, names, prefixes, GNU units name, exact override)
# Names are whole words a person types: singular and plural, British and American.
UNITS = [
    ("meter", "meter", "m", [], ["metre", "metres", "meter", "meters"], ALL, "m", None),
    ("inch", "inch", "in", [], ["inch", "inches"], None, "inch", None),
    ("foot", "foot", "ft", [], ["foot", "feet"], None, "ft", None),
    ("yard", "yard", "yd", [], ["yard", "yards"], None, "yd", None),
    ("mile", "mile", "mi", [], ["mile", "miles"], None, "mile", None),
    ("nautical-mile", "nautical-mile", "nmi", [], [], None, "nauticalmile", None),
    ("fathom", "fathom", "fathom", [], ["fathoms"], None, "fathom", None),
    ("furlong", "furlong", "furlong", [], ["furlongs"], None, "furlong", None),
    ("astronomical-unit", "astronomical-unit", "au", [], [], None, "au", (Fraction(149597870700), 0)),  # IAU 2012
    ("light-year", "light-year", "ly", [], ["lightyear", "lightyears"], None, "lightyear",
     (Fraction(9460730472580800), 0)),  # c × Julian year (IAU)
    ("parsec", "parsec", "pc", [], ["parsec", "parsecs"], LARGE, "648000 au / pi",
     (Fraction(149597870700 * 648000), -1)),  # 648000/π au (IAU 2015)
    ("hectare", "hectare", "ha", [], ["hectare", "hectares"], None, "hectare", None),
    ("acre", "acre", "acre", [], ["acres"], None, "acre", None),
    ("liter", "liter", "L", ["l"], ["litre", "litres", "liter", "liters"], ALL, "liter", None),
    ("gallon", "gallon", "gal", [], ["gallon", "gallons"], None, "gallon", None),
    ("gallon-imperial", "gallon-imperial", "galUK", [], [], None, "brgallon", None),
    ("quart", "quart", "qt", [], ["quart", "quarts"], None, "quart", None),
    ("pint", "pint", "pt", [], ["pint", "pints"], None, "pint", None),
    ("cup", "cup", "cup", [], ["cups"], None, "uscup", None),
    ("fluid-ounce", "fluid-ounce", "floz", [], [], None, "floz", None),
    ("tablespoon", "tablespoon", "tbsp", [], ["tablespoon", "tablespoons"], None, "tbsp", None),
    ("teaspoon", "teaspoon", "tsp", [], ["teaspoon", "teaspoons"], None, "tsp", None),
    ("barrel", "barrel", "bbl", [], ["barrel", "barrels"], None, "42 gallon", None),
    ("gram", "gram", "g", [], ["gram", "grams", "gramme", "grammes"], ALL, "g", None),
    ("metric-ton", "metric-ton", "t", [], ["tonne", "tonnes"], None, "tonne", None),
    ("ton", "ton", "ton", [], ["tons"], None, "ton", None),
    ("pound", "pound", "lb", ["lbs"], ["pound", "pounds"], None, "lb", None),
    ("ounce", "ounce", "oz", [], ["ounce", "ounces"], None, "oz", None),
    ("stone", "stone", "st", [], ["stone", "stones"], None, "stone", None),
    ("carat", "carat", "ct", [], ["carat", "carats"], None, "carat", None),
    ("grain", "grain", "grain", [], ["grains"], None, "grain", None),
    ("second", "second", "s", ["sec"], ["second", "seconds"], ALL, "s", None),
    ("minute", "minute", "min", [], ["minute", "minutes"], None, "min", None),
    ("hour", "hour", "h", ["hr"], ["hour", "hours"], None, "hr", None),
    ("day", "day", "d", [], ["day", "days"], None, "day", None),
    ("week", "week", "week", ["wk"], ["weeks"], None, "week", None),
    ("month", "month", "month", [], ["months"], None, "gregorianyear/12", None),
    ("year", "year", "year", ["yr"], ["years"], None, "gregorianyear", None),
    ("decade", "decade", "decade", [], ["decades"], None, "10 gregorianyear", None),
    ("century", "century", "century", [], ["centuries"], None, "100 gregorianyear", None),
    ("kelvin", "kelvin", "K", [], ["kelvin", "kelvins"], ALL, "K", None),
    ("celsius", "celsius", "°C", ["degC"], ["celsius"], None, "tempC", None),
    ("fahrenheit", "fahrenheit", "°F", ["degF"], ["fahrenheit"], None, "tempF", None),
    ("radian", "radian", "rad", [], ["radian", "radians"], ALL, "radian", None),
    ("degree", "degree", "°", ["deg"], ["degree", "degrees"], None, "degree", None),
    ("arc-minute", "arc-minute", "arcmin", ["′"], ["arcminute", "arcminutes"], None, "arcmin", None),
    ("arc-second", "arc-second", "arcsec", ["″"], ["arcsecond", "arcseconds"], None, "arcsec", None),
    ("revolution", "revolution", "rev", [], ["revolution", "revolutions", "turn", "turns"], None, "revolution", None),
    ("knot", "knot", "kn", [], ["knot", "knots"], None, "knot", None),
    ("joule", "joule", "J", [], ["joule", "joules"], ALL, "J", None),
    ("calorie", "calorie", "cal", [], ["calorie", "calories"], KILO, "thermcalorie", None),
    ("electronvolt", "electronvolt", "eV", [], ["electronvolt", "electronvolts"], ALL, "eV",
     (Fraction("1.602176634E-19"), 0)),  # exact since the SI of 2019
    ("british-thermal-unit", "british-thermal-unit", "BTU", ["Btu"], [], None, "(4.184 * 2267.96185 / 9) J", None),
    ("watt", "watt", "W", [], ["watt", "watts"], ALL, "W", None),
    ("horsepower", "horsepower", "hp", [], ["horsepower"], None, "hp", None),
    ("newton", "newton", "N", [], ["newton", "newtons"], ALL, "N", None),
    ("pound-force", "pound-force", "lbf", [], [], None, "lbf", None),
    ("pascal", "pascal", "Pa", [], ["pascal", "pascals"], ALL, "Pa", None),
    ("bar", "bar", "bar", [], ["bars"], ALL, "bar", None),
    ("atmosphere", "atmosphere", "atm", [], ["atmosphere", "atmospheres"], None, "atm", None),
    ("hertz", "hertz", "Hz", [], ["hertz"], ALL, "Hz", None),
    ("bit", "bit", "bit", [], ["bits"], LARGE, "bit", None),
    ("byte", "byte", "B", [], ["byte", "bytes"], LARGE, "byte", None),
    ("ampere", "ampere", "A", [], ["ampere", "amperes", "amp", "amps"], ALL, "A", None),
    ("volt", "volt", "V", [], ["volt", "volts"], ALL, "V", None),
    ("ohm", "ohm", "Ω", [], ["ohm", "ohms"], ALL, "ohm", None),
    ("mole", "mole", "mol", [], ["mole", "moles"], ALL, "mol", None),
    ("candela", "candela", "cd", [], ["candela", "candelas"], None, "cd", None),
    ("lux", "lux", "lx", [], ["lux"], None, "lux", None),
    ("lumen", "lumen", "lm", [], ["lumen", "lumens"], None, "lumen", None),
]

# Units CLDR has only as combinations: (id, quantity, symbol, others, names, prefixes, GNU, dims, factor)
DERIVED = [
    ("mile-per-hour", "speed", "mph", [], [], None, "mph", [1, 0, -1] + [0] * 7, Fraction(1609344, 3600 * 1000)),
    ("kilometer-per-hour", "speed", "kph", ["kmh"], [], None, "km/hr", [1, 0, -1] + [0] * 7, Fraction(1000, 3600)),
    ("watt-hour", "energy", "Wh", [], [], ENERGY, "W hr", [2, 1, -2] + [0] * 7, Fraction(3600)),
    ("pound-force-per-square-inch", "pressure", "psi", [], [], None, "psi",
     [-1, 1, -2] + [0] * 7, Fraction("0.45359237") * Fraction("9.80665") / Fraction("0.0254") ** 2),
    ("millimeter-ofhg", "pressure", "mmHg", [], [], None, "mmHg",
     [-1, 1, -2] + [0] * 7, Fraction("13595.1") * Fraction("9.80665") / 1000),
    ("inch-ofhg", "pressure", "inHg", [], [], None, "inHg",
     [-1, 1, -2] + [0] * 7, Fraction("13595.1") * Fraction("9.80665") * Fraction("0.0254")),
    ("coulomb", "electric-charge", "C", [], ["coulomb", "coulombs"], ALL, "coulomb", [0, 0, 1, 1] + [0] * 6, Fraction(1)),
    # Differences of temperatures (docs/behaviour.md §16): no offset.
    ("delta-celsius", "temperature", "Δ°C", [], [], None, "K", [0, 0, 0, 0, 1] + [0] * 5, Fraction(1)),
    ("delta-fahrenheit", "temperature", "Δ°F", [], [], None, "degF", [0, 0, 0, 0, 1] + [0] * 5, Fraction(5, 9)),
]


def frac(f):
    return f"{f.numerator}/{f.denominator}"


lines = []
seen = set()
for uid, source, symbol, others, names, prefixes, gnu, exact in UNITS:
    dims, f, p, offset, quantity = cldr(source)
    if exact is not None:
        f, p = exact
    for text in [symbol] + others + names:
        assert text not in seen, text
        seen.add(text)
    lines.append("|".join([uid, quantity, symbol, ",".join(others), ",".join(names), prefixes or "",
                           ",".join(map(str, dims)), frac(f), str(p), frac(offset), gnu]))
for uid, quantity, symbol, others, names, prefixes, gnu, dims, f in DERIVED:
    for text in [symbol] + others + names:
        assert text not in seen, text
        seen.add(text)
    lines.append("|".join([uid, quantity, symbol, ",".join(others), ",".join(names), prefixes or "",
                           ",".join(map(str, dims)), frac(f), "0", "0/1", gnu]))

with open(OUT, "w", encoding="utf-8") as out:
    out.write(f"""// Generated by scripts/generate-units.py from Unicode CLDR {cldr_version} supplemental/units.xml:
// do not edit. One unit a line: id|quantity|symbol|other symbols|names|prefixes|exponents of
// m kg s A K mol cd bit rad currency|factor to those base units|power of π in the factor|
// offset (absolute temperatures)|the same unit in GNU units (the oracle test's).
extension UnitCatalog {{
    static let table = \"\"\"
""")
    for line in lines:
        out.write("        " + line + "\n")
    out.write('        """\n}\n')
print(f"{len(lines)} units written to {OUT}")

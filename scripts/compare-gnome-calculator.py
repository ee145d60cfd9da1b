#!/usr/bin/env python3
"""Compares `cerebrum --solve` with `gnome-calculator --solve` on a few dozen formulas.

Both run in degrees (GNOME Calculator's default; cerebrum gets --angle deg) and in the
en_US.UTF-8 locale (in the C locale gnome-calculator deletes spaces; the locale is made
with localedef when it is missing and we may). GNOME Calculator shows 9 significant
digits and writes 1.099511628×10¹², so values are compared as numbers, to 1e−8
relative. Then the deliberate differences (README, "Formulas") are shown side by side:
they are not failures.

Prints one line per formula and ends with `solve_compare: N passed, M failed`; exits
non-zero if any failed. Environment: CEREBRUM_BIN (default .build/debug/cerebrum).
"""
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CEREBRUM = os.environ.get("CEREBRUM_BIN", os.path.join(ROOT, ".build/debug/cerebrum"))
LOCALE = "en_US.UTF-8"

# Formulas both read the same way (docs/behaviour.md §11 follows GNOME Calculator's conventions).
AGREE = [
    "2+3*4", "2 + 3 × 4", "(2+3)×4", "2(3+4)^2", "4÷2(1+1)", "10−4−3", "8/2/2", "7−2×3+1",
    "2^3^2", "(2^3)^2", "2^−1", "2^−3×4", "−2^2", "(−2)^2", "−1!", "−3!", "−−1", "5−−3",
    "1++1", "−(2+3)", "(2)3", "(1+2)(3+4)", "((1+2)×(3+4))", "2π", "2×π×3", "2e", "e^2",
    "√2π", "√(2)", "√16", "sqrt 16", "27^(1÷3)", "4^−0.5", "2^0.5", "3²", "2³", "10⁻²",
    "2⁻¹", "5!", "3!!", "(2²)²", "2²²", "5!÷3!", "170!", "0.1+0.2", "1/3*3", "1/3",
    "123456.789", "1000000*3", "0.000001234", "2^40", "sin 30", "sin(30)", "sin 30 ^ 4",
    "cos 5!", "cos 60", "tan 45", "sin²45", "sin⁻¹ 0.5", "sin⁻¹(1)", "cos⁻¹ 0", "tan⁻¹ 1",
    "log 100", "log 1000", "ln e", "ln 10", "π", "1/0", "ln 0", "(1+2", "2 3", "y2", "sinx",
    # Issue 34 and issue 32 items 4–5: as GNOME Calculator reads them.
    "2.5!", "sin30", "sqrt2", "ln2", "2sin30", "(−8)^(1÷3)", "5 mod 3", "−7 mod 3",
]

# Where Cerebrum deliberately differs (README): shown, not counted.
DIFFER = [
    ("0^0", "0 ^ 0 is 1 (docs/behaviour.md §10); GNOME Calculator calls it undefined"),
    ("√−4", "no complex numbers: a square root of a negative number is an error, not 2i"),
    ("2^2000", "exact results stay exact far beyond a Double (docs/behaviour.md §6); GNOME overflows"),
    ("1.5e20", "scientific notation as the display writes it pastes back (docs/behaviour.md §11)"),
    ("2.5e−10", "the same, with a negative exponent"),
    ("log10 100", "log10 is a name for log (base 10)"),
    ("exp 1", "exp is a name for eˣ"),
    ("x", "x y z M are Cerebrum's variables (here unset); GNOME has none by default"),
    ("1/3", "15 significant digits against GNOME Calculator's default 9"),
    ("(−8)^(2÷3)", "a real odd root of a negative number (docs/behaviour.md §6); GNOME Calculator gives a complex one"),
    ("(−0.5)!", "x! is Γ(x + 1) but at the negative whole numbers (docs/behaviour.md §15); GNOME refuses negatives"),
    ("log2 8", "log2 is a name for log₂ (docs/behaviour.md §11)"),
    ("gcd(12; 18)", "gcd, lcm, ncr, npr are functions of two arguments (docs/behaviour.md §15)"),
]

SUPERSCRIPT = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹⁻", "0123456789-")


def ensure_locale():
    listed = subprocess.run(["locale", "-a"], capture_output=True, text=True).stdout.lower()
    if "en_us.utf8" not in listed and os.geteuid() == 0:
        subprocess.run(["localedef", "-i", "en_US", "-f", "UTF-8", LOCALE], capture_output=True)


def run(command):
    env = dict(os.environ, LANG=LOCALE, LC_ALL=LOCALE)
    done = subprocess.run(command, capture_output=True, text=True, env=env, timeout=30)
    return done.returncode, done.stdout.strip(), done.stderr.strip()


def number(text):
    """A value as either program writes it, or None for an error."""
    text = text.replace("−", "-").replace(",", "")
    match = re.fullmatch(r"(-?[0-9.]+)×10([⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+)", text)
    if match:
        text = match.group(1) + "e" + match.group(2).translate(SUPERSCRIPT)
    try:
        return float(text)
    except ValueError:
        return None


def solve(formula):
    status, out, err = run([CEREBRUM, "--angle", "deg", "--solve", formula])
    cerebrum = (out if status == 0 else f"error ({err.removeprefix('cerebrum: ')})", number(out) if status == 0 else None)
    status, out, err = run(["gnome-calculator", "--solve", formula])
    gnome = (out if status == 0 else f"error ({out or err})", number(out) if status == 0 else None)
    return cerebrum, gnome


def agree(a, b):
    if a is None or b is None:
        return a is None and b is None
    return a == b or abs(a - b) <= 1e-8 * max(abs(a), abs(b))


def main():
    ensure_locale()
    passed = failed = 0
    for formula in AGREE:
        (c_text, c), (g_text, g) = solve(formula)
        if agree(c, g):
            passed += 1
            print(f"ok: {formula}  →  cerebrum {c_text}  |  gnome-calculator {g_text}")
        else:
            failed += 1
            print(f"FAIL: {formula}  →  cerebrum {c_text}  |  gnome-calculator {g_text}")
    print("deliberate differences (README):")
    for formula, why in DIFFER:
        (c_text, _), (g_text, _) = solve(formula)
        print(f"  {formula}  →  cerebrum {c_text}  |  gnome-calculator {g_text}  — {why}")
    print(f"solve_compare: {passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())

"""What the digit tests against mpmath share (test_digits.py, test_functions.py): a
formula written twice, as Cerebrum reads it and as an mpmath expression; random decimals;
the truth rounded once to the display's 15 digits; one `cerebrum --solve` run.

Not a test itself (Tests/e2e/run.sh runs test_*.py only). Needs python3-mpmath.
"""
import decimal
import json
import os
import subprocess

from mpmath import mp

BIN = os.environ.get("CEREBRUM_BIN", os.path.join(os.path.dirname(__file__), "../../.build/debug/cerebrum"))


class F:
    """A formula as Cerebrum reads it (`c`) and as an mpmath expression (`m`)."""

    def __init__(self, c, m):
        self.c, self.m = c, m


def num(text):
    return F(text, f"mpf('{text}')")


def call(name, *args, mname=None):
    """`name(a; b)` for Cerebrum (arguments separated by `;`), `mname(a, b)` for mpmath."""
    return F(f"{name}({'; '.join(a.c for a in args)})", f"{mname or name}({', '.join(a.m for a in args)})")


def bin_op(a, op, b, mop=None):
    return F(f"({a.c}){op}({b.c})", f"({a.m}){mop or op}({b.m})")


PI = F("pi", "pi")
E = F("e", "e")


def decimal_text(rng, digits=None, low=-3, high=3, sign=False):
    """A random decimal of 1–15 significant digits, 10^low to 10^high (negative half the
    time with `sign`)."""
    digits = digits or rng.randint(1, 15)
    mantissa = str(rng.randint(10 ** (digits - 1), 10 ** digits - 1))
    exponent = rng.randint(low, high)
    text = f"{mantissa[0]}.{mantissa[1:]}e{exponent}" if len(mantissa) > 1 else f"{mantissa}e{exponent}"
    return ("-" + text) if sign and rng.random() < 0.5 else text


def rounded(value):
    """The value rounded half away from zero to 15 significant digits, and unrounded (Decimals)."""
    with mp.workdps(400):
        text = mp.nstr(value, 120, strip_zeros=False, min_fixed=1, max_fixed=0)
    context = decimal.Context(prec=15, rounding=decimal.ROUND_HALF_UP, Emax=10 ** 6, Emin=-10 ** 6)
    return context.plus(decimal.Decimal(text)), decimal.Decimal(text)


def solve(formula):
    """`cerebrum --solve FORMULA --json` in radians, as a dict."""
    proc = subprocess.run([BIN, "--angle", "rad", "--solve", formula, "--json"], capture_output=True, text=True,
                          timeout=60, env={**os.environ, "LC_ALL": "C.UTF-8"})
    return json.loads(proc.stdout)


def fair_truth(a, b, agreement):
    """What a formula's display must be, from its reference at two precisions (`a`, `b`):
    (the truth rounded once to 15 digits, unrounded), both Decimals, 0 below 1e−300; None
    when it is no fair reference: complex or NaN, the precisions disagreeing by more than
    `agreement` (relative), or beyond a Double ("Result too large", docs/behaviour.md §6)."""
    if isinstance(a, mp.mpc) or a != a:
        return None
    if abs(a) < mp.mpf("1e-300"):
        return decimal.Decimal(0), decimal.Decimal(0)
    if abs(a - b) > abs(a) * agreement:
        return None
    want, full = rounded(a)
    if abs(full) >= decimal.Decimal("1.7976931348623157e308"):
        return None
    return want, full


def shown_decimal(shown):
    """The display's text as a Decimal (U+2212 read as `-`), None when it is not a number."""
    try:
        return decimal.Decimal(shown.replace("\u2212", "-"))
    except decimal.InvalidOperation:
        return None

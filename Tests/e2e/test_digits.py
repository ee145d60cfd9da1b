#!/usr/bin/python3
"""Every displayed digit is right (issue 24): a seeded differential test of `cerebrum --angle rad
--solve FORMULA --json` against mpmath at 400 significant digits.

A few hundred formulas — trigonometry of large and awkward arguments, exp, ln, log,
powers, roots, factorials and cancellations — each written twice from one tree: as
Cerebrum reads it and as an mpmath expression. The reference is computed independently
here (mpmath, not MPFR), at 400 digits and again at 600: a formula whose two references
do not agree to 40 digits is not a fair question and is dropped (none is, in practice).
Its value rounded once, half away from zero, to 15 significant digits must equal the
display, digit for digit; `value` must be the nearest Double; and a value that is 0 at
this precision (a true 0: `sin(x)² + cos(x)² − 1`) must show 0.

Prints one line per failure and ends with `digits: N passed, M failed`.
Environment: CEREBRUM_BIN, E2E_SEED (default 24), E2E_DIGITS_COUNT (default 300).
Needs python3-mpmath (scripts/install-deps.sh test).
"""
import os
import random
import sys
from concurrent.futures import ThreadPoolExecutor

from mpmath import mp

from mp_formulas import E, PI, F, bin_op, call, decimal_text, fair_truth, num, shown_decimal, solve

SEED = int(os.environ.get("E2E_SEED", "24"))
COUNT = int(os.environ.get("E2E_DIGITS_COUNT", "300"))

# Numerators of the continued-fraction convergents of π and π/2 and their neighbours:
# arguments whose sine, cosine or tangent is nearly 0 or nearly a pole.
NEAR_PI = [355, 103993, 104348, 208341, 312689, 833719, 1146408, 4272943, 5419351,
           80143857, 165707065, 245850922, 411557987, 1068966896, 2549491779,
           6167950454, 14885392687, 21053343141, 1783366216531, 3587785776203,
           5371151992734, 8958937768937, 139755218526789, 428224593349304,
           5706674932067741, 6134899525417045, 30246273033735921, 52163, 8.1586291235e34]


def factorial(n):
    return F(f"{n}!", f"factorial({n})")


def formulas(rng, count):
    makers = [
        lambda: call(rng.choice(["sin", "cos", "tan"]), num(decimal_text(rng, low=0, high=300))),
        lambda: call(rng.choice(["sin", "cos", "tan"]), num(str(rng.choice(NEAR_PI)))),
        lambda: call(rng.choice(["sin", "cos"]), bin_op(num(str(rng.randint(1, 10 ** 6))), "+", PI)),
        lambda: call(rng.choice(["sin", "cos", "tan"]), bin_op(num("10"), "^", num(str(rng.randint(20, 400))), "**")),
        lambda: call("exp", num(("-" if rng.random() < 0.5 else "") + decimal_text(rng, low=-8, high=2))),
        lambda: call("ln", num(decimal_text(rng, low=-300, high=300)), mname="log"),
        lambda: call("log", num(decimal_text(rng, low=-300, high=300)), mname="log10"),
        lambda: call("ln", bin_op(num("1"), "+", num(f"1e-{rng.randint(5, 40)}")), mname="log"),
        lambda: bin_op(num(decimal_text(rng, low=-2, high=1)), "^", num(("-" if rng.random() < 0.3 else "") + decimal_text(rng, low=-2, high=1)), "**"),
        lambda: bin_op(bin_op(num("1"), "+", num(f"1e-{rng.randint(8, 25)}")), "^", num(str(rng.randint(10 ** 6, 10 ** 12))), "**"),
        lambda: bin_op(call("sqrt", num(str(rng.randint(2, 99)))), "^", num(str(rng.randint(2, 80))), "**"),
        lambda: call("sqrt", num(decimal_text(rng, low=-300, high=300))),
        lambda: call("cbrt", num(decimal_text(rng, low=-300, high=300))),
        lambda: factorial(rng.randint(20, 170)),
        lambda: call("sqrt", factorial(rng.randint(20, 170))),
        lambda: call("ln", factorial(rng.randint(20, 3000)), mname="log"),
        lambda: bin_op(factorial(rng.randint(100, 170)), "/", call("exp", num(str(rng.randint(100, 600))))),
        lambda: bin_op(bin_op(num("1"), "+", call("sin", num(f"1e-{rng.randint(3, 12)}"))), "-", num("1")),
        lambda: bin_op(call("exp", num(f"1e-{rng.randint(3, 14)}")), "-", num("1")),
        lambda: (lambda x: bin_op(call("sqrt", bin_op(bin_op(x, "^", num("2"), "**"), "+", num("1"))), "-", x))(num(decimal_text(rng, low=3, high=7))),
        lambda: bin_op(PI, "-", num(mp_digits("pi", rng.randint(3, 15)))),
        lambda: bin_op(E, "-", num(mp_digits("e", rng.randint(3, 15)))),
        lambda: (lambda x: bin_op(bin_op(bin_op(call("sin", x), "^", num("2"), "**"), "+",
                                         bin_op(call("cos", x), "^", num("2"), "**")), "-", num("1")))(num(decimal_text(rng))),
        lambda: bin_op(bin_op(call("atan", num("1")), "*", num("4")), "-", PI),
        lambda: (lambda x: bin_op(call("ln", call("exp", x), mname="log"), "-", x))(num(decimal_text(rng, low=-2, high=2))),
        lambda: bin_op(bin_op(call("sin", num(decimal_text(rng))), "+", call("cos", num(decimal_text(rng)))), "*",
                       call("exp", num(decimal_text(rng, low=-1, high=0)))),
        lambda: call(rng.choice(["asin", "acos", "atan"]), num("0." + str(rng.randint(1, 10 ** 12)))),
        lambda: bin_op(call("sin", num(decimal_text(rng))), "/", call("cos", num(decimal_text(rng)))),
        lambda: call("tan", bin_op(num(decimal_text(rng, digits=2, low=-1, high=-1)), "+", PI)),
    ]
    out = []
    while len(out) < count:
        f = rng.choice(makers)()
        out.append(f)
    return out


def mp_digits(name, digits):
    """The first `digits` significant digits of π or e (truncated)."""
    with mp.workdps(40):
        return mp.nstr(getattr(mp, name), 30, strip_zeros=False)[: digits + 1]


def reference(f, dps):
    with mp.workdps(dps):
        env = {name: getattr(mp, name) for name in
               ["sin", "cos", "tan", "asin", "acos", "atan", "exp", "log", "log10", "sqrt", "cbrt",
                "factorial", "mpf"]}
        env["pi"], env["e"] = mp.pi, mp.e
        return eval(f.m, env)


def main():
    rng = random.Random(SEED)
    cases = formulas(rng, COUNT)
    passed = failed = dropped = 0
    with ThreadPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(lambda f: solve(f.c), cases))
    for f, result in zip(cases, results):
        try:
            a, b = reference(f, 400), reference(f, 600)
        except (ValueError, ZeroDivisionError, OverflowError):
            dropped += 1
            continue
        truth = fair_truth(a, b, mp.mpf("1e-40"))
        if truth is None:
            dropped += 1
            continue
        want, full = truth
        shown = result.get("display", "")
        got = shown_decimal(shown)
        value_ok = result.get("value") == float(full)
        if got == want and value_ok:
            passed += 1
        else:
            failed += 1
            print(f"FAIL: {f.c}: shows {shown!r} (value {result.get('value')}), "
                  f"true {mp.nstr(a, 25)} → {want} (Double {float(full)!r})")
    print(f"# digits: seed {SEED}, {len(cases)} formulas, {dropped} without a fair reference")
    print(f"digits: {passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())

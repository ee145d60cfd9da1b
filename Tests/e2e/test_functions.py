#!/usr/bin/python3
"""The functions of issue 34 (docs/behaviour.md §15) show certain digits: a seeded
differential test of `cerebrum --angle rad --solve FORMULA --json` against mpmath.

500 random formulas with abs, sgn, floor, ceil, round, trunc, frac, mod, gcd, lcm, ncr,
npr, the hyperbolic functions and their inverses, log to a base, log₂, the factorial of
fractions (Γ) and odd roots of negatives, with cancellations (cosh a − sinh a, tanh a − 1)
and integer parts of irrational values. Each is written twice from one tree: as Cerebrum
reads it and as an mpmath expression, computed at 60 significant digits and again at 80;
a formula whose references disagree to 45 digits, or whose integer part mpmath cannot
tell at 60 digits (an argument within 10^−45 of a whole number), is dropped. The display
must equal the true value rounded once, half away from zero, to 15 significant digits.
Modelled on test_digits.py; no window. To take seconds, not minutes, the formulas go 25
at a time into one `cerebrum --mode rpn --keys "(f1) (f2) …" --json`, each a formula
group pushed on the stack, whose lines are their displays (a batch that does not run
goes formula by formula through --solve).

Prints one line per failure and ends with `functions: N passed, M failed`.
Environment: CEREBRUM_BIN, E2E_SEED (default 34), E2E_FUNCTIONS_COUNT (default 500).
Needs python3-mpmath (scripts/install-deps.sh test).
"""
import json
import os
import random
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

from mpmath import mp

from mp_formulas import BIN, PI, F, bin_op, call, decimal_text, fair_truth, num, shown_decimal, solve
SEED = int(os.environ.get("E2E_SEED", "34"))
COUNT = int(os.environ.get("E2E_FUNCTIONS_COUNT", "500"))


class Unfair(Exception):
    """mpmath cannot decide the reference at this precision."""


def irrational(rng):
    """A value that is not exact: a function of a decimal, times a power of ten."""
    x = num(decimal_text(rng, low=-1, high=1))
    inner = rng.choice([call("sqrt", x), call("exp", x), call("ln", x, mname="log"), bin_op(PI, "*", x), call("sin", x)])
    return bin_op(inner, "*", num(f"1e{rng.randint(-2, 12)}"))


def formulas(rng, count):
    makers = [
        lambda: call(rng.choice(["sinh", "cosh", "tanh", "asinh"]), num(decimal_text(rng, low=-8, high=1, sign=True))),
        lambda: call("acosh", bin_op(num("1"), "+", num(decimal_text(rng, low=-12, high=3)))),
        lambda: call("atanh", num(("-" if rng.random() < 0.5 else "") + "0." + str(rng.randint(1, 10 ** 12)))),
        lambda: call(rng.choice(["sinh", "tanh", "asinh", "atanh"]), num(f"1e-{rng.randint(10, 60)}")),
        # Cancellations, against the closed forms e^−a and −2 ÷ (e^(2a) + 1), which mpmath
        # computes without cancelling.
        lambda: (lambda a: F(f"cosh({a}) − sinh({a})", f"exp(-mpf({a}))"))(rng.randint(5, 300)),
        lambda: (lambda a: F(f"tanh({a}) − 1", f"-2 / (exp(2 * mpf({a})) + 1)"))(rng.randint(3, 60)),
        lambda: call(rng.choice(["floor", "ceil", "round", "trunc", "frac"]), irrational(rng)),
        lambda: call(rng.choice(["floor", "ceil", "round", "trunc", "frac"]), num(decimal_text(rng, low=-2, high=17, sign=True))),
        lambda: call(rng.choice(["abs", "sgn"]), bin_op(irrational(rng), "-", num(decimal_text(rng, low=-2, high=12)))),
        lambda: bin_op(irrational(rng), " mod ", num(decimal_text(rng, digits=rng.randint(1, 4), low=-1, high=3, sign=True)), "%"),
        lambda: bin_op(num(decimal_text(rng, low=-2, high=8, sign=True)), " mod ", irrational(rng), "%"),
        lambda: call(rng.choice(["gcd", "lcm"]), num(str(rng.randint(-10 ** 12, 10 ** 12))), num(str(rng.randint(1, 10 ** 9)))),
        lambda: (lambda n: call(rng.choice(["ncr", "npr"]), num(str(n)), num(str(rng.randint(0, n + 2)))))(rng.randint(0, 300)),
        lambda: call("log", num(decimal_text(rng, low=-30, high=30)), num(decimal_text(rng, low=-3, high=3))),
        lambda: call("log2", num(decimal_text(rng, low=-30, high=30))),
        lambda: F(f"({decimal_text(rng, low=-1, high=2, sign=True)})!".replace("e", "e"), None),
        lambda: (lambda p, q, a: F(f"(−{a})^({p}/{q})", f"root_sign({p}) * (mpf('{a}') ** (mpf({p}) / {q}))"))(
            rng.choice([1, 2, 4, 5, 7, -1, -2]), rng.choice([3, 5, 7, 9]), decimal_text(rng, low=-3, high=3)),
    ]
    out = []
    while len(out) < count:
        f = rng.choice(makers)()
        if f.m is None:  # a factorial: Γ(x + 1)
            x = f.c[1:-2]
            f = F(f.c, f"gamma(mpf('{x}') + 1)")
        out.append(f)
    return out


def checked_integer_part(name):
    """An integer part that refuses an argument mpmath cannot place between two integers."""
    def part(x):
        nearest = mp.nint(x)
        if x != nearest and abs(x - nearest) < mp.mpf(10) ** (-(mp.dps - 15)) * max(1, abs(x)):
            raise Unfair()
        if name == "frac":
            return x - (mp.floor(x) if x >= 0 else mp.ceil(x))
        if name == "round":
            return mp.sign(x) * mp.floor(abs(x) + mp.mpf("0.5"))
        if name == "trunc":
            return mp.floor(x) if x >= 0 else mp.ceil(x)
        return getattr(mp, name)(x)
    return part


def reference(f, dps):
    with mp.workdps(dps):
        env = {name: getattr(mp, name) for name in
               ["sin", "cos", "tan", "exp", "log", "sqrt", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh",
                "gamma", "mpf", "floor", "ceil"]}
        env.update({name: checked_integer_part(name) for name in ["floor", "ceil", "round", "trunc", "frac"]})
        env["pi"], env["e"] = mp.pi, mp.e
        env["abs"] = abs
        env["sgn"] = mp.sign
        env["log2"] = lambda x: mp.log(x, 2)
        env["gcd"] = lambda a, b: mp.mpf(__import__("math").gcd(int(a), int(b)))
        env["lcm"] = lambda a, b: mp.mpf(abs(int(a) * int(b)) // __import__("math").gcd(int(a), int(b)) if a and b else 0)
        env["ncr"] = lambda n, k: mp.mpf(__import__("math").comb(int(n), int(k)))
        env["npr"] = lambda n, k: mp.mpf(__import__("math").perm(int(n), int(k)))
        env["root_sign"] = lambda p: -1 if p % 2 else 1
        return eval(f.m, env)


BATCH = 25


def run(formula):
    """The display of one formula."""
    return solve(formula).get("display", "")


def run_batch(formulas):
    """The displays of several formulas, as the RPN stack of one run."""
    keys = " ".join(f"({f})" for f in formulas)
    proc = subprocess.run([BIN, "--angle", "rad", "--mode", "rpn", "--keys", keys, "--json"], capture_output=True,
                          text=True, timeout=120, env={**os.environ, "LC_ALL": "C.UTF-8"})
    try:
        stack = json.loads(proc.stdout)["stack"]
    except (ValueError, KeyError):
        stack = []
    return stack if len(stack) == len(formulas) else [run(f) for f in formulas]


def main():
    rng = random.Random(SEED)
    cases = formulas(rng, COUNT)
    passed = failed = dropped = 0
    batches = [[f.c for f in cases[i:i + BATCH]] for i in range(0, len(cases), BATCH)]
    with ThreadPoolExecutor(max_workers=2) as pool:
        results = [shown for batch in pool.map(run_batch, batches) for shown in batch]
    for f, result in zip(cases, results):
        try:
            a, b = reference(f, 60), reference(f, 80)
        except (Unfair, ValueError, ZeroDivisionError, OverflowError):
            dropped += 1
            continue
        truth = fair_truth(a, b, mp.mpf("1e-45"))
        if truth is None:
            dropped += 1
            continue
        want, _ = truth
        shown = result
        got = shown_decimal(shown)
        if got == want:
            passed += 1
        else:
            failed += 1
            print(f"FAIL: {f.c}: shows {shown!r}, true {mp.nstr(a, 25)} → {want}")
    print(f"# functions: seed {SEED}, {len(cases)} formulas, {dropped} without a fair reference")
    print(f"functions: {passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())

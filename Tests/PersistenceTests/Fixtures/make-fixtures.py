#!/usr/bin/python3
"""Writes the state files of earlier versions (`state.plist`, a binary property list) that
PersistenceTests load. Layouts from git history: the state's version 1 dictionary
(Sources/CalculatorController/CalculatorController+SavedState.swift, 53de482 to 06648d0),
its brain as version 1 (steps only, 99b0bd1) or version 2 (with `base`, 4f2aece). Every
earlier version wrote binary property lists (PropertyListSerialization, then
PropertyListEncoder), which plistlib writes too.

    Tests/PersistenceTests/Fixtures/make-fixtures.py   (run in this folder)
"""
import plistlib

def state(brain, history, typing=None):
    s = {"format": "cerebrum.state", "version": 1, "brain": brain,
         "history": [{"description": d, "value": v} for d, v in history]}
    if typing is not None:
        s["typing"] = typing
    return s

def brain(version, mode, angle, variables, steps, base=None):
    b = {"format": "cerebrum.brain", "version": version, "mode": mode, "angle": angle,
         "variables": variables, "steps": steps}
    if base is not None:
        b["base"] = base
    return b

fixtures = {
    # 7 + 9 = 16, then x × and 12.5 being typed; x = 5, M = 4.8 (a Double), degrees.
    "v1-algebraic.plist": state(
        brain(1, "algebraic", "deg", {"x": "5", "M": "d:4.8"},
              ["number:7", "+", "number:9", "=", "var:x", "×"]),
        [("7 + 9 =", "16"), ("1 ÷ 3 =", "1/3")], typing="12.5"),
    # RPN: the base holds 1 + 2 and 1 on the stack; then 3 ×: the stack is 3, 3.
    "v2-rpn.plist": state(
        brain(2, "rpn", "rad", {}, ["number:3", "×"],
              {"nodes": [["number:1"], ["number:2"], ["+", 0, 1]], "stack": [2, 0]}),
        [("1 + 2 =", "3")]),
    # Algebraic: the base holds 5 × 6 (= 30) with × 6 to repeat; then + 1 = gives 31.
    "v2-algebraic.plist": state(
        brain(2, "algebraic", "rad", {"y": "-3/4"}, ["+", "number:1", "="],
              {"nodes": [["number:5"], ["number:6"], ["×", 0, 1]], "current": 2, "last": ["×", 1]}),
        []),
}
for name, value in fixtures.items():
    with open(name, "wb") as f:
        plistlib.dump(value, f, fmt=plistlib.FMT_BINARY)

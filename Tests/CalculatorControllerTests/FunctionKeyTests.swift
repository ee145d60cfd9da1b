import CalculatorBrain
import TestSupport
import Testing
@testable import CalculatorController

/// docs/behaviour.md §15 with keys (`--keys`): a function of one argument applies to the
/// displayed value (RPN: the top of the stack); `mod`, `gcd`, `lcm`, `ncr`, `npr` and `logb`
/// take two, y then x, as `xʸ` does.
@Suite struct FunctionKeyTests {
    @Test(arguments: [
        Row("7 ↵ 3 mod", "7 mod 3 =", "1"),
        Row("7 ± ↵ 3 mod", "−7 mod 3 =", "2"),
        Row("12 ↵ 18 gcd", "gcd(12; 18) =", "6"),
        Row("4 ↵ 6 lcm", "lcm(4; 6) =", "12"),
        Row("5 ↵ 2 ncr", "ncr(5; 2) =", "10"),
        Row("5 ↵ 2 npr", "npr(5; 2) =", "20"),
        Row("8 ↵ 2 logb", "log(8; 2) =", "3"),
        Row("2.7 floor", "floor(2.7) =", "2"),
        Row("2.7 ± int", "trunc(−2.7) =", "−2"),
        Row("3 ↵ 2.5 ± abs +", "3 + abs(−2.5) =", "5.5"),
        Row("1 sinh", "sinh(1) =", "1.1752011936438"),
        Row("8 log2", "log₂(8) =", "3"),
        Row("2.5 x!", "2.5! =", "3.32335097044784"),
        Row("3 mod", "? mod 3 =", "Not enough operands"),
    ])
    func rpn(row: Row) throws {
        try expect(row, mode: .rpn)
    }

    @Test(arguments: [
        Row("7 mod 3 =", "7 mod 3 =", "1"),
        Row("2 + 7 mod 3 =", "(2 + 7) mod 3 =", "0"),
        Row("12 gcd 18 =", "gcd(12; 18) =", "6"),
        Row("8 logb 2 =", "log(8; 2) =", "3"),
        Row("2.5 round", "round(2.5) =", "3"),
        Row("0.5 atanh", "atanh(0.5) =", "0.549306144334055"),
    ])
    func algebraic(row: Row) throws {
        try expect(row, mode: .algebraic)
    }
}

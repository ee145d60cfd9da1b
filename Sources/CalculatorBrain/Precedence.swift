/// How tightly a form binds, loosest first: the one ladder the formula parser reads by and
/// the description printer writes by, so a formula and its description always agree on
/// where parentheses are needed (docs/behaviour.md §5, §11).
///
/// `scientific` is a number written `1.5e20`: an atom everywhere except under a postfix,
/// where `1.5e20²` would read as 1.5·10^(20²).
public enum Precedence: Int, Comparable, Sendable {
    case additive = 1, multiplicative, negation, power, postfix, scientific, atom

    public static func < (a: Precedence, b: Precedence) -> Bool { a.rawValue < b.rawValue }
}

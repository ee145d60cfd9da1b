/// A named constant; its raw value is its key token (docs/behaviour.md §1).
public enum Constant: String, CaseIterable, Sendable, Hashable {
    case pi = "π"
    case e = "e"
}

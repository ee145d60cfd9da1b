/// The numbers an event carries (`WindowPresenter.handle(_:text:numbers:)`): the shim
/// sends an index, a size or a position as numbers, never as text to parse again. A
/// count or a value the event does not take is a bug in the shim: the event is then
/// ignored, never a crash.
extension Array where Element == Double {
    /// The `count` numbers as whole numbers (indexes, sizes, a bit); nil when the event
    /// carries another count, or one that is not whole (the shim sends ints, which a
    /// double holds exactly).
    func wholes(_ count: Int) -> [Int]? {
        guard self.count == count else { return nil }
        let wholes = compactMap { Int(exactly: $0) }
        return wholes.count == count ? wholes : nil
    }

    /// The one whole number of an event that sends one (an index, a base, a bit).
    var whole: Int? { wholes(1)?.first }

    /// The `count` numbers (pixels, a factor); nil when the event carries another count
    /// or one is not finite.
    func finite(_ count: Int) -> [Double]? {
        self.count == count && allSatisfy(\.isFinite) ? self : nil
    }
}

extension Character {
    /// `0`…`9` only: Unicode's other digits (`١`) are not the controller's numbers.
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

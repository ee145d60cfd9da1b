/// Printing only the end of a description (docs/behaviour.md §7): a label shows two lines and a
/// history entry keeps 1,000 characters, so a long calculation is printed from its end
/// and the printer stops once it has enough.
extension DescriptionPrinter {
    /// The last `maxLength` characters of the text the pieces print, after `…` when the
    /// text is longer. `parts` gives the pieces last first.
    mutating func tail(ofReversed parts: some Sequence<Work>, maxLength: Int) -> String {
        var pieces: [String] = []  // last first
        var length = 0
        var work: [Work] = []  // the next piece to print backwards is the last one
        var parts = parts.makeIterator()
        while length <= maxLength, let item = work.popLast() ?? parts.next() {
            switch item {
            case .text(let text):
                pieces.append(text)
                length += text.count
            case .node(let index, let parenthesized, let afterOperator):
                let open = opens(index, parenthesized: parenthesized, afterOperator: afterOperator)
                if open {
                    pieces.append(")")
                    length += 1
                    work.append(.text("("))
                }
                // writeNode gives a node's leading text and then its other pieces as a
                // stack (first piece last); backwards, the leading text comes out last.
                var leading = ""
                var rest: [Work] = []
                writeNode(index, afterOperator: afterOperator && !open, into: &leading, work: &rest)
                work.append(.text(leading))
                work.append(contentsOf: rest.reversed())
            }
        }
        let text = pieces.reversed().joined()
        guard length > maxLength else { return text }
        return "…" + text.suffix(max(maxLength - 1, 0))
    }
}

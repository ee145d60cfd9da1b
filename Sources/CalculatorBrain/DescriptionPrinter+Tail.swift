/// Printing only the end of a description (docs/behaviour.md §7): a label shows two lines and a
/// history entry keeps 1,000 characters, so a long calculation is printed from its end
/// and the printer stops once it has enough.
extension DescriptionPrinter {
    /// The end of the text the pieces print, at most `maxLength` characters: all of it, or
    /// when it is longer `… ` and its last whole pieces (`… 12.3 + 7.25 =`, never
    /// `….3 + 7.25 =`: a number, name, operator or parenthesis is kept whole or left out,
    /// so what is shown reads as it is). `parts` gives the pieces last first.
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
                // The end of a long chain (`1 + 1 + … + 1`, built from the right) lies in
                // the node `room` steps above the chain's end: start there, not at the top
                // (ExpressionGraph+TextChain.swift). Its own start, where `afterOperator`
                // matters, is then never reached.
                var start = index, startAfterOperator = afterOperator && !open
                let room = Int32(clamping: maxLength - length + 2)
                if graph[index].chainHeight > room {
                    start = graph.chainNode(from: index, atHeight: room)
                    startAfterOperator = false
                }
                // writeNode gives a node's leading text and then its other pieces as a
                // stack (first piece last); backwards, the leading text comes out last.
                var leading = ""
                var rest: [Work] = []
                writeNode(start, afterOperator: startAfterOperator, into: &leading, work: &rest)
                work.append(.text(leading))
                work.append(contentsOf: rest.reversed())
            }
        }
        guard length > maxLength else { return pieces.reversed().joined() }
        let whole = pieces
        // Drop the first pieces until the rest, without its leading space, fits after `… `
        // and does not start with a postfix cut from its operand (`… ² + 1`).
        while let first = pieces.last,
              first.isEmpty || first == "²" || first == "!"
                || length - first.prefix(while: { $0 == " " }).count > maxLength - 2 {
            length -= first.count
            pieces.removeLast()
        }
        let kept = pieces.reversed().joined().drop { $0 == " " }
        // A single piece longer than the room (only with a tiny `maxLength`): its end.
        guard kept.isEmpty else { return "… " + kept }
        return "…" + whole.reversed().joined().suffix(max(maxLength - 1, 0))
    }
}

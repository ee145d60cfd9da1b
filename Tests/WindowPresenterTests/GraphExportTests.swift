import Testing
@testable import WindowPresenter

/// "Save Graph As…" (docs/behaviour.md §14): the dialog's answer read into the file
/// written: its name's suffix fixed from the file type chosen, and its size.
@Suite struct GraphExportTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var answer: String
        var path: String
        var format: GraphExport.Format
        var size: (Int, Int)
        var renamed: Bool
        init(_ answer: String, _ path: String, _ format: GraphExport.Format, _ size: (Int, Int), renamed: Bool) {
            (self.answer, self.path, self.format, self.size, self.renamed) = (answer, path, format, size, renamed)
        }
        var testDescription: String { answer.replacingTabs }
    }

    @Test(arguments: [
        // The suffix typed wins over the file type, in any case.
        Row("png\t1600x1200\t/p/graph.svg", "/p/graph.svg", .svg, (1600, 1200), renamed: false),
        Row("svg\t800x600\t/p/graph.PNG", "/p/graph.PNG", .png, (800, 600), renamed: false),
        // No suffix: the file type's is added.
        Row("png\t1600x1200\t/p/graph", "/p/graph.png", .png, (1600, 1200), renamed: true),
        Row("svg\t1600x1200\t/p/graph", "/p/graph.svg", .svg, (1600, 1200), renamed: true),
        Row("png\t1600x1200\t/p/graph.", "/p/graph.png", .png, (1600, 1200), renamed: true),
        // Another picture's suffix is replaced; any other ending is kept.
        Row("png\t1600x1200\t/p/graph.jpg", "/p/graph.png", .png, (1600, 1200), renamed: true),
        Row("svg\t1600x1200\t/p/graph.JPEG", "/p/graph.svg", .svg, (1600, 1200), renamed: true),
        Row("png\t1600x1200\t/p/sin 0.5", "/p/sin 0.5.png", .png, (1600, 1200), renamed: true),
        Row("png\t1600x1200\t/p/graph.txt", "/p/graph.txt.png", .png, (1600, 1200), renamed: true),
        // A dot in a folder's name is not a suffix; a hidden file's dot neither.
        Row("png\t1600x1200\t/p.d/graph", "/p.d/graph.png", .png, (1600, 1200), renamed: true),
        Row("png\t1600x1200\t/p/.graph", "/p/.graph.png", .png, (1600, 1200), renamed: true),
        // Sizes: one offered, the graph's own, else the default 1600 × 1200.
        Row("png\t3200x2400\t/p/g.png", "/p/g.png", .png, (3200, 2400), renamed: false),
        Row("png\tshown\t/p/g.png", "/p/g.png", .png, (600, 400), renamed: false),
        Row("png\t\t/p/g.png", "/p/g.png", .png, (1600, 1200), renamed: false),
        Row("png\t99999x99999\t/p/g.png", "/p/g.png", .png, (1600, 1200), renamed: false),
        // No file type said (a dialog without filters): PNG.
        Row("\t1600x1200\t/p/g", "/p/g.png", .png, (1600, 1200), renamed: true),
        // A tab in the path is the path's.
        Row("svg\t800x600\t/p/a\tb", "/p/a\tb.svg", .svg, (800, 600), renamed: true),
    ])
    func answerIsRead(row: Row) throws {
        let export = try #require(GraphExport(dialogAnswer: row.answer, shown: (600, 400)))
        #expect(export.path == row.path)
        #expect(export.format == row.format)
        #expect((export.width, export.height) == row.size)
        #expect(export.renamed == row.renamed)
    }

    /// The size "as in the window" before the graph knew its size is the default.
    @Test func shownSizeBeforeAnyIsTheDefault() throws {
        let export = try #require(GraphExport(dialogAnswer: "png\tshown\t/p/g.png", shown: (0, 0)))
        #expect((export.width, export.height) == (1600, 1200))
    }

    @Test(arguments: ["", "/p/g.png", "png\t1600x1200", "png\t1600x1200\t"])
    func answerWithoutAPathIsNone(answer: String) {
        #expect(GraphExport(dialogAnswer: answer, shown: (600, 400)) == nil)
    }

    @Test(arguments: [("/home/a/Pictures/g.png", "/home/a/Pictures"), ("/g.png", "/"), ("g.png", nil)] as [(String, String?)])
    func folderOfAPath(path: String, folder: String?) {
        #expect(GraphExport.folder(of: path) == folder)
    }

    /// The default is offered among the sizes; each id reads back as its size.
    @Test func sizesReadBack() {
        #expect(GraphExport.sizes.contains { $0 == GraphExport.defaultSize })
        for size in GraphExport.sizes {
            let read = GraphExport.size(id: GraphExport.sizeID(width: size.width, height: size.height), shown: (1, 1))
            #expect(read == size)
        }
    }
}

private extension String {
    var replacingTabs: String { split(separator: "\t", omittingEmptySubsequences: false).joined(separator: " ⇥ ") }
}

import CalculatorBrain
import CalculatorController
import Graphing
import Localization

/// The saved state in a SQLite database, one table per kind of value, so that a key
/// writes only what it changed: a finished calculation adds one history row, a key adds
/// or removes a step row, a mode switch rewrites one settings row.
///
///     calculation(id = 1, mode, angle, typing)      the one row of settings
///     variables(name, value, unit)                  each variable that is set, the unit of
///                                                   one holding a quantity (§16)
///     steps(position, step)                         the steps undo reaches, in order
///     base_nodes(position, tag, first, second)      the trees the oldest step starts from
///     base_roots(role, operation, node)             current, pending, right, last
///     base_stack(position, node)                    RPN's stack in the base
///     history(id, description, value, unit)         finished calculations, oldest first;
///                                                   `unit` (NULL: a plain number) of both
///                                                   added to an earlier database's tables
///                                                   when it is next written
///     window(id = 1, width, height, maximized)      the window's size when it closed; added
///                                                   by the first close, so a database
///                                                   without it (an earlier one) still loads;
///                                                   `maximized` added to an earlier one's
///                                                   table at its next close
///     formula_line(id = 1, text, replaces_typing)   the formula line left open; added when
///                                                   the line is first open at a save
///     graph(id = 1, open, view)                     the graph: open or not, its view as
///                                                   "xMin xMax yMin yMax" (NULL: default)
///     graph_pins(position, colour, radians, formula, program) its pinned curves, oldest
///                                                   first; both added by the first save of
///                                                   the graph, `program` added to an earlier
///                                                   version's table at its next save
///     display(id = 1, form)                         the number form (§17); added by the first
///                                                   change of it, likewise
///     preferences(name, value)                      the Preferences window's other settings
///                                                   (§8: notation, digits, grouping, rates);
///                                                   added by the first change, likewise
///
/// `PRAGMA application_id` marks the file as Cerebrum's and `user_version` is the layout's
/// version: a file with other marks, other tables, triggers or views is not read.
enum StateDatabase {
    static let name = "state.db"
    /// Files SQLite keeps beside the database while it is open (write-ahead log, shared
    /// memory index) or during a transaction (rollback journal).
    static let companions = ["-wal", "-shm", "-journal"]
    static let applicationID = 0x4365_7262  // "Cerb"
    static let layoutVersion = 1

    private static let tables = [
        "calculation": "CREATE TABLE calculation(id INTEGER PRIMARY KEY CHECK (id = 1), mode TEXT NOT NULL, angle TEXT NOT NULL, typing TEXT)",
        "variables": "CREATE TABLE variables(name TEXT PRIMARY KEY, value TEXT NOT NULL, unit TEXT)",
        "steps": "CREATE TABLE steps(position INTEGER PRIMARY KEY, step TEXT NOT NULL)",
        "base_nodes": "CREATE TABLE base_nodes(position INTEGER PRIMARY KEY, tag TEXT NOT NULL, first INTEGER, second INTEGER)",
        "base_roots": "CREATE TABLE base_roots(role TEXT PRIMARY KEY, operation TEXT, node INTEGER NOT NULL)",
        "base_stack": "CREATE TABLE base_stack(position INTEGER PRIMARY KEY, node INTEGER NOT NULL)",
        "history": "CREATE TABLE history(id INTEGER PRIMARY KEY, description TEXT NOT NULL, value TEXT NOT NULL, unit TEXT)",
    ]

    /// Not a state database this version writes, or a damaged one.
    struct Refused: Error, CustomStringConvertible {
        let description: String
    }

    /// Sets the connection up and checks the file is a state database; a new, empty file
    /// gets the tables. Write-ahead log with `synchronous = NORMAL`: a commit is in the
    /// kernel when it returns (a `kill -9` of the app loses nothing committed) and the log
    /// is synced at each checkpoint, so a power cut can lose the last commits but never
    /// leaves a mixture; an fsync per key would wake the disk at every key and hold the
    /// saver (and the snapshot it holds) for the disk's latency.
    static func prepare(_ db: SQLiteDatabase) throws {
        try db.execute("PRAGMA trusted_schema = OFF; PRAGMA cell_size_check = ON")
        let objects = try db.run("SELECT type, name FROM sqlite_schema")
        if objects.isEmpty {
            try db.execute("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL")
            try db.transaction { () throws(SQLiteDatabase.Failure) in
                for sql in tables.values.sorted() { try db.execute(sql) }
                try db.execute("PRAGMA application_id = \(applicationID); PRAGMA user_version = \(layoutVersion)")
            }
            return
        }
        guard try db.integer("PRAGMA application_id") == applicationID,
              try db.integer("PRAGMA user_version") == layoutVersion
        else { throw Refused(description: CalculatorController.SavedStateError.notASavedState.description) }
        var found = Set<String>()
        for object in objects {
            guard case .text(let type) = object[0], case .text(let name) = object[1] else { throw notOurs }
            switch type {
            case "table" where tables[name] != nil: found.insert(name)
            case "table" where optionalTables.contains(name): break
            case "index" where name.hasPrefix("sqlite_autoindex_"): break
            default: throw notOurs
            }
        }
        guard found.count == tables.count else { throw notOurs }
        guard case .text("ok")? = try db.run("PRAGMA quick_check(1)").first?.first else {
            throw Refused(description: tr("the database is damaged"))
        }
        try db.execute("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL")
    }

    private static var notOurs: Refused {
        Refused(description: CalculatorController.SavedStateError.notASavedState.description)
    }

    /// Tables a database may lack (each is made by the first write that needs it), so an
    /// earlier version's database loads as it is.
    static let optionalTables: Set<String> = [windowTable, displayTable, lineTable, graphTable, pinsTable, preferencesTable]

    private static func hasTable(_ name: String, _ db: SQLiteDatabase) throws(SQLiteDatabase.Failure) -> Bool {
        try !db.run("SELECT name FROM sqlite_schema WHERE type = 'table' AND name = ?", [.text(name)]).isEmpty
    }

    private static func hasColumn(_ table: String, _ column: String, _ db: SQLiteDatabase) throws(SQLiteDatabase.Failure) -> Bool {
        try db.run("PRAGMA table_info(\(table))").contains { $0.count > 1 && $0[1] == .text(column) }
    }

    /// The tables whose values may carry a unit (docs/behaviour.md §16): an earlier
    /// version's lack the column, which reads as no unit.
    static let unitTables = ["history", "variables"]

    /// Adds the `unit` column to an earlier version's tables (a column at the end, so
    /// an earlier version still reads the rest).
    private static func addUnitColumns(_ db: SQLiteDatabase) throws(SQLiteDatabase.Failure) {
        for table in unitTables where try !hasColumn(table, "unit", db) {
            try db.execute("ALTER TABLE \(table) ADD COLUMN unit TEXT")
        }
    }

    // MARK: - The window's size

    /// The table of the window's size: not among `tables`, so a database without it loads.
    static let windowTable = "window"

    /// The window's size saved at its last close, or nil (none saved, or not a size). A
    /// table an earlier version made has no `maximized` column: not maximized.
    static func readWindowSize(_ db: SQLiteDatabase) throws -> WindowSize? {
        guard try hasTable(windowTable, db) else { return nil }
        let maximizedColumn = try hasMaximizedColumn(db)
        guard let row = try db.run("SELECT width, height\(maximizedColumn ? ", maximized" : "") FROM \(windowTable) WHERE id = 1").first,
              case .integer(let width) = row[0], case .integer(let height) = row[1]
        else { return nil }
        var maximized = false
        if maximizedColumn, row.count == 3, case .integer(let flag) = row[2] { maximized = flag != 0 }
        return WindowSize(width: width, height: height, maximized: maximized)
    }

    private static func hasMaximizedColumn(_ db: SQLiteDatabase) throws(SQLiteDatabase.Failure) -> Bool {
        try hasColumn(windowTable, "maximized", db)
    }

    /// Keeps `size` as the window's, making its table when the database has none yet and
    /// adding the `maximized` column to an earlier version's table (as `addUnitColumns` adds
    /// `unit`, and `writeGraph` the pins' `program`).
    static func writeWindowSize(_ size: WindowSize, to db: SQLiteDatabase) throws(SQLiteDatabase.Failure) {
        try db.transaction { () throws(SQLiteDatabase.Failure) in
            try db.execute("CREATE TABLE IF NOT EXISTS \(windowTable)(id INTEGER PRIMARY KEY CHECK (id = 1), width INTEGER NOT NULL, height INTEGER NOT NULL, maximized INTEGER NOT NULL DEFAULT 0)")
            if try !hasMaximizedColumn(db) {
                try db.execute("ALTER TABLE \(windowTable) ADD COLUMN maximized INTEGER NOT NULL DEFAULT 0")
            }
            try db.execute("INSERT OR REPLACE INTO \(windowTable)(id, width, height, maximized) VALUES (1, \(size.width), \(size.height), \(size.maximized ? 1 : 0))")
        }
    }

    // MARK: - The graph

    /// The graph's tables: not among `tables`, so a database without them loads (the
    /// graph is then read from an earlier version's `graph` file, once).
    static let graphTable = "graph"
    static let pinsTable = "graph_pins"

    /// The graph as saved, or nil when the database has none yet. A bad view or pin is
    /// left out, as the file's reader left out a bad line: the graph is not worth
    /// refusing the calculation for.
    static func readGraph(_ db: SQLiteDatabase) throws -> SavedGraph? {
        guard try hasTable(graphTable, db),
              let row = try db.run("SELECT open, view FROM \(graphTable) WHERE id = 1").first, row.count == 2
        else { return nil }
        var graph = SavedGraph(isOpen: row[0] == .integer(1))
        if case .text(let text) = row[1] { graph.view = SavedGraph.view(from: text) }
        guard try hasTable(pinsTable, db) else { return graph }
        let program = try hasProgramColumn(db) ? "program" : "NULL"
        for pin in try db.run("SELECT colour, radians, formula, \(program) FROM \(pinsTable) ORDER BY position",
                              limit: PinnedCurves.most) {
            guard pin.count == 4, case .integer(let colour) = pin[0], (1...PinnedCurves.most).contains(colour),
                  case .integer(let radians) = pin[1], case .text(let formula) = pin[2], !formula.isEmpty
            else { continue }
            var saved = SavedGraph.Pin(colour: colour, radians: radians == 1, formula: formula)
            if case .text(let text) = pin[3] { saved.program = text }
            graph.pins.append(saved)
        }
        return graph
    }

    private static func hasProgramColumn(_ db: SQLiteDatabase) throws(SQLiteDatabase.Failure) -> Bool {
        try hasColumn(pinsTable, "program", db)
    }

    /// Keeps `graph`, making its tables when the database has none yet; one transaction.
    static func writeGraph(_ graph: SavedGraph, to db: SQLiteDatabase) throws(SQLiteDatabase.Failure) {
        try db.transaction { () throws(SQLiteDatabase.Failure) in
            try db.execute("CREATE TABLE IF NOT EXISTS \(graphTable)(id INTEGER PRIMARY KEY CHECK (id = 1), open INTEGER NOT NULL, view TEXT)")
            try db.execute("CREATE TABLE IF NOT EXISTS \(pinsTable)(position INTEGER PRIMARY KEY, colour INTEGER NOT NULL, radians INTEGER NOT NULL, formula TEXT NOT NULL, program TEXT)")
            if try !hasProgramColumn(db) { try db.execute("ALTER TABLE \(pinsTable) ADD COLUMN program TEXT") }
            try db.run("INSERT OR REPLACE INTO \(graphTable)(id, open, view) VALUES (1, ?, ?)",
                       [.integer(graph.isOpen ? 1 : 0), graph.viewText.map { .text($0) } ?? .null])
            try db.execute("DELETE FROM \(pinsTable)")
            try db.runEach("INSERT INTO \(pinsTable)(position, colour, radians, formula, program) VALUES (?, ?, ?, ?, ?)",
                           graph.pins.enumerated().map {
                               [.integer($0.offset), .integer($0.element.colour), .integer($0.element.radians ? 1 : 0),
                                .text($0.element.formula), $0.element.program.map { .text($0) } ?? .null]
                           })
        }
    }

    // MARK: - The formula line

    /// The table of the formula line left open: not among `tables`, so a database without
    /// it loads (the line is closed).
    static let lineTable = "formula_line"
    /// The longest line read back: the window's entry holds no more.
    static let lineLimit = 65_536

    /// The formula line saved open, or nil. A row that is not a line is refused like any
    /// other bad field.
    static func readLine(_ db: SQLiteDatabase) throws -> CalculatorController.Line? {
        guard try hasTable(lineTable, db),
              let row = try db.run("SELECT text, replaces_typing FROM \(lineTable) WHERE id = 1").first else { return nil }
        guard row.count == 2, case .text(let text) = row[0], text.utf8.count <= lineLimit * 4, text.count <= lineLimit,
              case .integer(let replaces) = row[1], replaces == 0 || replaces == 1 else {
            throw CalculatorController.SavedStateError.badBrain(.badField("formula_line"))
        }
        return CalculatorController.Line(text: text, replacesTyping: replaces == 1)
    }

    /// Keeps `line` (nil: closed, its row goes), making the table when first needed.
    private static func writeLine(_ line: CalculatorController.Line?, to db: SQLiteDatabase) throws(SQLiteDatabase.Failure) {
        guard let line else {
            if try hasTable(lineTable, db) { try db.execute("DELETE FROM \(lineTable)") }
            return
        }
        try db.execute("CREATE TABLE IF NOT EXISTS \(lineTable)(id INTEGER PRIMARY KEY CHECK (id = 1), text TEXT NOT NULL, replaces_typing INTEGER NOT NULL)")
        try db.run("INSERT OR REPLACE INTO \(lineTable)(id, text, replaces_typing) VALUES (1, ?, ?)",
                   [.text(line.text), .integer(line.replacesTyping ? 1 : 0)])
    }

    // MARK: - The number form

    /// The table of the number form: not among `tables`, so a database without it loads
    /// (its form is the decimal one).
    static let displayTable = "display"

    /// The saved number form; `.decimal` when none is saved. A row that is not a form
    /// is refused like any other bad field.
    static func readNumberForm(_ db: SQLiteDatabase) throws -> NumberForm {
        guard try hasTable(displayTable, db),
              let row = try db.run("SELECT form FROM \(displayTable) WHERE id = 1").first else { return .decimal }
        guard row.count == 1, case .text(let text) = row[0], let form = NumberForm(rawValue: text) else {
            throw CalculatorController.SavedStateError.badBrain(.badField("form"))
        }
        return form
    }

    /// Keeps `form`, making the table for it when the database has none yet; the
    /// decimal form needs no table (it is what a database without one means).
    private static func writeNumberForm(_ form: NumberForm, to db: SQLiteDatabase) throws(SQLiteDatabase.Failure) {
        if form == .decimal {
            if try hasTable(displayTable, db) { try db.execute("DELETE FROM \(displayTable)") }
            return
        }
        try db.execute("CREATE TABLE IF NOT EXISTS \(displayTable)(id INTEGER PRIMARY KEY CHECK (id = 1), form TEXT NOT NULL)")
        try db.run("INSERT OR REPLACE INTO \(displayTable)(id, form) VALUES (1, ?)", [.text(form.rawValue)])
    }

    // MARK: - The preferences

    /// The table of the Preferences window's settings other than the form, one row per
    /// setting: not among `tables`, so a database without it loads (with the defaults).
    static let preferencesTable = "preferences"

    /// The settings a database holds; the defaults for those it has no row for. A value
    /// this version did not write is refused like any other bad field.
    struct Preferences: Equatable {
        var notation = Notation.automatic
        var significantDigits = NumberStyle.mostDigits
        var settings = WindowSettings()
        /// Programmer mode's state (§18).
        var programmer = ProgrammerState()

        init(notation: Notation = .automatic, significantDigits: Int = NumberStyle.mostDigits,
             settings: WindowSettings = WindowSettings(), programmer: ProgrammerState = ProgrammerState()) {
            self.notation = notation
            self.significantDigits = significantDigits
            self.settings = settings
            self.programmer = programmer
        }

        /// The rows as written: `notation` (`automatic`, `scientific`, `engineering`,
        /// `fixed 2`), `digits`, `grouping` (`on`, `off`), `rates` (`daily`, `weekly`, `never`);
        /// programmer mode's `programmer` (`on`, `off`), `word_size` (8, 16, 32, 64), `signed`
        /// (`on`, `off`), `base` (2, 8, 10, 16), `programmer_value` (the bit pattern in
        /// decimal), `programmer_entry` and `programmer_description` (texts).
        var rows: [(String, String)] {
            let notationText = switch notation {
            case .automatic: "automatic"
            case .scientific: "scientific"
            case .engineering: "engineering"
            case .fixed(let decimals): "fixed \(decimals)"
            }
            return [("notation", notationText), ("digits", String(significantDigits)),
                    ("grouping", settings.grouping ? "on" : "off"), ("rates", settings.ratesRefresh.rawValue)]
                + [("programmer", programmer.isOn ? "on" : "off"), ("word_size", String(programmer.word.bits)),
                    ("signed", programmer.word.signed ? "on" : "off"), ("base", String(programmer.base.rawValue)),
                    ("programmer_value", String(programmer.value)), ("programmer_entry", programmer.entry),
                   ("programmer_description", programmer.description)]
        }

        /// Reads one row; false when its value is not one this version writes.
        mutating func read(_ name: String, _ value: String) -> Bool {
            switch (name, value) {
            case ("notation", "automatic"): notation = .automatic
            case ("notation", "scientific"): notation = .scientific
            case ("notation", "engineering"): notation = .engineering
            case ("notation", let text) where text.hasPrefix("fixed "):
                guard let decimals = Int(text.dropFirst(6)), (0...Notation.mostDecimals).contains(decimals) else {
                    return false
                }
                notation = .fixed(decimals)
            case ("digits", let text):
                guard let digits = Int(text), (1...NumberStyle.mostDigits).contains(digits) else { return false }
                significantDigits = digits
            case ("grouping", "on"), ("grouping", "off"): settings.grouping = value == "on"
            case ("rates", let text):
                guard let refresh = RatesRefresh(rawValue: text) else { return false }
                settings.ratesRefresh = refresh
            case ("programmer", "on"), ("programmer", "off"): programmer.isOn = value == "on"
            case ("word_size", let text):
                guard let bits = Int(text), IntegerWord.sizes.contains(bits) else { return false }
                programmer.word = IntegerWord(bits: bits, signed: programmer.word.signed)
                programmer.value &= programmer.word.mask
            case ("signed", "on"), ("signed", "off"):
                programmer.word = IntegerWord(bits: programmer.word.bits, signed: value == "on")
            case ("base", let text):
                guard let base = Int(text).flatMap(IntegerBase.init(rawValue:)) else { return false }
                programmer.base = base
            case ("programmer_value", let text):
                guard let pattern = UInt64(text) else { return false }
                programmer.value = pattern & programmer.word.mask
            case ("programmer_entry", let text) where text.count <= ProgrammerState.entryLimit:
                programmer.entry = text
            case ("programmer_description", let text) where text.count <= History.descriptionLimit:
                programmer.description = text
            default: return false
            }
            return true
        }
    }

    static func readPreferences(_ db: SQLiteDatabase) throws -> Preferences {
        var preferences = Preferences()
        guard try !db.run("SELECT name FROM sqlite_schema WHERE type = 'table' AND name = '\(preferencesTable)'").isEmpty
        else { return preferences }
        for row in try db.run("SELECT name, value FROM \(preferencesTable)", limit: 16) {
            guard row.count == 2, case .text(let name) = row[0], case .text(let value) = row[1],
                  preferences.read(name, value)
            else { throw CalculatorController.SavedStateError.badBrain(.badField("preferences")) }
        }
        return preferences
    }

    /// Keeps `preferences`, making their table when the database has none yet; the
    /// defaults need no table (they are what a database without one means).
    private static func writePreferences(_ preferences: Preferences, to db: SQLiteDatabase) throws(SQLiteDatabase.Failure) {
        if preferences == Preferences() {
            let exists = try !db.run("SELECT name FROM sqlite_schema WHERE type = 'table' AND name = '\(preferencesTable)'").isEmpty
            if exists { try db.execute("DELETE FROM \(preferencesTable)") }
            return
        }
        try db.execute("CREATE TABLE IF NOT EXISTS \(preferencesTable)(name TEXT PRIMARY KEY, value TEXT NOT NULL)")
        try db.runEach("INSERT OR REPLACE INTO \(preferencesTable)(name, value) VALUES (?, ?)",
                       preferences.rows.map { [.text($0.0), .text($0.1)] })
    }

    // MARK: - Reading

    /// Everything in the database, and the row position of its first step.
    static func read(_ db: SQLiteDatabase) throws -> (state: CalculatorController.SavedState, firstStepRow: Int)? {
        let bad = { (field: String) in CalculatorController.SavedStateError.badBrain(.badField(field)) }
        guard let row = try db.run("SELECT mode, angle, typing FROM calculation WHERE id = 1").first else { return nil }
        guard case .text(let modeText) = row[0], let mode = CalculatorMode(rawValue: modeText) else { throw bad("mode") }
        guard case .text(let angleText) = row[1], let angle = AngleUnit(rawValue: angleText) else { throw bad("angle") }
        let typing = try optionalText(row[2], else: CalculatorController.SavedStateError.notASavedState)
        var variables: [String: String] = [:]
        var variableUnits: [String: String] = [:]
        let variableUnitColumn = try hasColumn("variables", "unit", db)
        for row in try db.run("SELECT name, value\(variableUnitColumn ? ", unit" : "") FROM variables",
                              limit: CalculatorBrain.variableNames.count + 1) {
            guard variables.count < CalculatorBrain.variableNames.count,
                  case .text(let name) = row[0], case .text(let value) = row[1] else { throw bad("variables") }
            variables[name] = value
            if row.count > 2 { variableUnits[name] = try optionalText(row[2], else: bad("variables")) }
        }
        // A brain keeps undo's reach and a little slack: more steps were not written by one.
        let stepLimit = CalculatorBrain.savedStepLimit
        let stepRows = try db.run("SELECT position, step FROM steps ORDER BY position", limit: stepLimit + 1)
        guard stepRows.count <= stepLimit else { throw bad("steps") }
        var steps: [String] = []
        steps.reserveCapacity(stepRows.count)
        var firstStepRow = 0
        for (index, row) in stepRows.enumerated() {
            guard case .integer(let position) = row[0], case .text(let step) = row[1] else { throw bad("steps") }
            if index == 0 { firstStepRow = position }
            guard position == firstStepRow + index else { throw bad("steps") }
            steps.append(step)
        }
        let base = try readBase(db)
        var history: [CalculatorController.SavedState.HistoryEntry] = []
        let historyUnitColumn = try hasColumn("history", "unit", db)
        for row in try db.run("SELECT description, value\(historyUnitColumn ? ", unit" : "") FROM history ORDER BY id DESC",
                              limit: History.limit) {
            guard case .text(let description) = row[0], case .text(let value) = row[1] else {
                throw CalculatorController.SavedStateError.badHistory
            }
            let unit = row.count > 2 ? try optionalText(row[2], else: CalculatorController.SavedStateError.badHistory) : nil
            history.append(.init(description: description, value: value, unit: unit))
        }
        history.reverse()
        let brain = CalculatorBrain.SavedForm(mode: mode, angle: angle, variables: variables, variableUnits: variableUnits,
                                              base: base, steps: steps)
        let form = try readNumberForm(db)
        let line = try readLine(db)
        let preferences = try readPreferences(db)
        return (CalculatorController.SavedState(brain: brain, history: history, typing: typing, numberForm: form,
                                                line: line, notation: preferences.notation,
                                                significantDigits: preferences.significantDigits,
                                                settings: preferences.settings, programmer: preferences.programmer),
                firstStepRow)
    }

    /// A cell that holds a text or NULL (an earlier version's row, a value with no unit);
    /// anything else is `error`.
    private static func optionalText(_ cell: SQLiteDatabase.Value, else error: Error) throws -> String? {
        switch cell {
        case .text(let text): return text
        case .null: return nil
        default: throw error
        }
    }

    private static func readBase(_ db: SQLiteDatabase) throws -> CalculatorBrain.SavedBase? {
        let bad = CalculatorController.SavedStateError.badBrain(.badField("base"))
        var nodes: [CalculatorBrain.SavedBase.Node] = []
        for row in try db.run("SELECT position, tag, first, second FROM base_nodes ORDER BY position") {
            guard case .integer(nodes.count) = row[0], case .text(let tag) = row[1] else { throw bad }
            var operands: [Int] = []
            for column in row[2...3] {
                switch column {
                case .integer(let index): operands.append(index)
                case .null: break
                default: throw bad
                }
            }
            guard row[2] != .null || operands.isEmpty else { throw bad }
            nodes.append(.init(tag: tag, operands: operands))
        }
        guard !nodes.isEmpty else { return nil }
        var base = CalculatorBrain.SavedBase(nodes: nodes)
        for row in try db.run("SELECT role, operation, node FROM base_roots", limit: 5) {
            guard case .text(let role) = row[0], case .integer(let node) = row[2] else { throw bad }
            let operation: String?
            switch row[1] {
            case .text(let symbol): operation = symbol
            case .null: operation = nil
            default: throw bad
            }
            switch (role, operation) {
            case ("current", nil): base.current = node
            case ("right", nil): base.right = node
            case ("pending", let symbol?): base.pending = .init(symbol: symbol, node: node)
            case ("last", let symbol?): base.last = .init(symbol: symbol, node: node)
            default: throw bad
            }
        }
        for (index, row) in try db.run("SELECT position, node FROM base_stack ORDER BY position").enumerated() {
            guard case .integer(index) = row[0], case .integer(let node) = row[1] else { throw bad }
            base.stack.append(node)
        }
        return base
    }

    // MARK: - Writing

    /// What the database holds, as of the last write: the next write compares the new
    /// state with it and writes the difference.
    struct Written {
        var mode: CalculatorMode
        var angle: AngleUnit
        var typing: String?
        var numberForm: NumberForm
        var line: CalculatorController.Line?
        var preferences: Preferences
        var variables: [String: Number]
        var variableUnits: [String: String]
        var steps: CalculatorBrain.StepLedger
        /// The row position of the lineage's step 0.
        var stepOffset: Int
        /// The history's `appendCount` and `clearCount` when written.
        var historyAppends: Int
        var historyClears: Int

        /// What a database holds after `snapshot` was read from it or written to it
        /// (`steps`: its brain's ledger, when already taken).
        init(_ snapshot: CalculatorController.SavedStateSnapshot, steps: CalculatorBrain.StepLedger? = nil,
             stepOffset: Int) {
            mode = snapshot.brain.mode
            angle = snapshot.brain.angle
            typing = snapshot.typingText
            numberForm = snapshot.numberForm
            line = snapshot.line
            preferences = Preferences(snapshot)
            variables = snapshot.brain.variableValues
            variableUnits = snapshot.brain.variableUnits
            self.steps = steps ?? snapshot.brain.stepLedger
            self.stepOffset = stepOffset
            historyAppends = snapshot.history.appendCount
            historyClears = snapshot.history.clearCount
        }
    }

    /// Writes what changed between `written` (nil: the database may hold anything, so
    /// all of it is written) and `snapshot`, in one transaction; returns what the database
    /// then holds, or nil when nothing changed (nothing is written).
    static func write(_ snapshot: CalculatorController.SavedStateSnapshot, over written: Written?,
                      to db: SQLiteDatabase) throws(SQLiteDatabase.Failure) -> Written? {
        let brain = snapshot.brain
        let typing = snapshot.typingText
        let steps = brain.stepChanges(since: written?.steps)
        let history = snapshot.history
        let settingsChanged = written.map { $0.mode != brain.mode || $0.angle != brain.angle || $0.typing != typing } ?? true
        let variablesChanged = written.map { $0.variables != brain.variableValues || $0.variableUnits != brain.variableUnits } ?? true
        // Written only once changed: a database from before forms (and every user who
        // never changes the form) has no table for it.
        let formChanged = written.map { $0.numberForm != snapshot.numberForm } ?? true
        let lineChanged = written.map { $0.line != snapshot.line } ?? true
        let preferences = Preferences(snapshot)
        let preferencesChanged = written.map { $0.preferences != preferences } ?? true
        let stepsChanged = steps.replacesAll || steps.baseChanged || !steps.added.isEmpty
            || steps.firstChanged < (written?.steps.end ?? 0)
        let historyRewritten = written.map { $0.historyClears != history.clearCount } ?? true
        let newEntries = historyRewritten ? history.entries.count
            : min(history.appendCount - (written?.historyAppends ?? 0), history.entries.count)
        guard settingsChanged || variablesChanged || formChanged || lineChanged || preferencesChanged || stepsChanged || historyRewritten || newEntries > 0 else {
            return nil
        }
        var offset = written?.stepOffset ?? 0
        try db.transaction { () throws(SQLiteDatabase.Failure) in
            if settingsChanged {
                try db.run("INSERT OR REPLACE INTO calculation(id, mode, angle, typing) VALUES (1, ?, ?, ?)",
                           [.text(brain.mode.rawValue), .text(brain.angle.rawValue), typing.map { .text($0) } ?? .null])
            }
            if formChanged { try writeNumberForm(snapshot.numberForm, to: db) }
            if lineChanged { try writeLine(snapshot.line, to: db) }
            if preferencesChanged { try writePreferences(preferences, to: db) }
            if variablesChanged || newEntries > 0 { try addUnitColumns(db) }
            if variablesChanged {
                try db.run("DELETE FROM variables")
                try db.runEach("INSERT INTO variables(name, value, unit) VALUES (?, ?, ?)",
                               brain.savedVariables.sorted { $0.key < $1.key }.map {
                                   [.text($0.key), .text($0.value), brain.variableUnits[$0.key].map { .text($0) } ?? .null]
                               })
            }
            if steps.replacesAll {
                try db.run("DELETE FROM steps")
                offset = -steps.firstPosition
            }
            if steps.baseChanged {
                try writeBase(steps.base, to: db)
                try db.run("DELETE FROM steps WHERE position < ?", [.integer(steps.firstPosition + offset)])
            }
            if stepsChanged {
                try db.run("DELETE FROM steps WHERE position >= ?", [.integer(steps.firstChanged + offset)])
                try db.runEach("INSERT INTO steps(position, step) VALUES (?, ?)", steps.added.enumerated().map {
                    [.integer(steps.firstChanged + offset + $0.offset), .text($0.element)]
                })
            }
            if historyRewritten { try db.run("DELETE FROM history") }
            if newEntries > 0 {
                try db.runEach("INSERT INTO history(description, value, unit) VALUES (?, ?, ?)",
                               history.entries.suffix(newEntries).map {
                                   let saved = CalculatorController.SavedStateSnapshot.saved($0)
                                   return [.text(saved.description), .text(saved.value), saved.unit.map { .text($0) } ?? .null]
                               })
                try db.run("DELETE FROM history WHERE id <= (SELECT max(id) FROM history) - ?", [.integer(History.limit)])
            }
        }
        return Written(snapshot, steps: steps.ledger, stepOffset: offset)
    }

    private static func writeBase(_ base: CalculatorBrain.SavedBase?, to db: SQLiteDatabase) throws(SQLiteDatabase.Failure) {
        try db.execute("DELETE FROM base_nodes; DELETE FROM base_roots; DELETE FROM base_stack")
        guard let base else { return }
        try db.runEach("INSERT INTO base_nodes(position, tag, first, second) VALUES (?, ?, ?, ?)",
                       base.nodes.enumerated().map { index, node in
                           [.integer(index), .text(node.tag),
                            node.operands.first.map { .integer($0) } ?? .null,
                            node.operands.dropFirst().first.map { .integer($0) } ?? .null]
                       })
        var roots: [[SQLiteDatabase.Value]] = []
        if let current = base.current { roots.append([.text("current"), .null, .integer(current)]) }
        if let right = base.right { roots.append([.text("right"), .null, .integer(right)]) }
        if let pending = base.pending { roots.append([.text("pending"), .text(pending.symbol), .integer(pending.node)]) }
        if let last = base.last { roots.append([.text("last"), .text(last.symbol), .integer(last.node)]) }
        try db.runEach("INSERT INTO base_roots(role, operation, node) VALUES (?, ?, ?)", roots)
        try db.runEach("INSERT INTO base_stack(position, node) VALUES (?, ?)",
                       base.stack.enumerated().map { [.integer($0.offset), .integer($0.element)] })
    }
}

extension StateDatabase.Preferences {
    /// The settings `snapshot` holds.
    init(_ snapshot: CalculatorController.SavedStateSnapshot) {
        self.init(notation: snapshot.notation, significantDigits: snapshot.significantDigits,
                  settings: snapshot.settings, programmer: snapshot.programmer)
    }
}

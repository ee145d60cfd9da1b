import CSQLite

/// A SQLite database, used from one thread at a time: statements run, rows read as
/// typed columns, errors in SQLite's words. Only what the state store needs.
final class SQLiteDatabase {
    /// A failed call: SQLite's result code and message (`database or disk is full`).
    struct Failure: Error, CustomStringConvertible {
        let code: Int32
        let message: String
        var description: String { message }
    }

    /// A value to bind to a statement's `?`.
    enum Value: Equatable {
        case integer(Int)
        case text(String)
        case null
    }

    private let handle: OpaquePointer

    /// Opens (or with `create`, creates) the database at `path`, refusing a path with a
    /// symbolic link in it. (`StateDatabase` checks that the schema is its own, with no
    /// triggers or views, before it reads or writes anything.)
    init(path: String, create: Bool) throws(Failure) {
        var db: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | (create ? SQLITE_OPEN_CREATE : 0) | SQLITE_OPEN_NOFOLLOW
            | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_PRIVATECACHE
        let result = sqlite3_open_v2(path, &db, flags, nil)
        guard result == SQLITE_OK, let db else {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(result))
            sqlite3_close(db)
            throw Failure(code: result, message: message)
        }
        handle = db
        sqlite3_extended_result_codes(db, 1)
        // Another process holding a lock for a moment (a reader) is waited for.
        sqlite3_busy_timeout(db, 2_000)
    }

    deinit { sqlite3_close_v2(handle) }

    /// Runs `sql` (one or more statements, no parameters).
    func execute(_ sql: String) throws(Failure) {
        guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else { throw failure() }
    }

    /// Runs one statement with `values` bound to its `?`s; its rows, each as an array of
    /// columns (integers, texts or nulls), at most `limit`.
    @discardableResult
    func run(_ sql: String, _ values: [Value] = [], limit: Int = .max) throws(Failure) -> [[Value]] {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            throw failure()
        }
        defer { sqlite3_finalize(statement) }
        for (index, value) in values.enumerated() {
            let position = Int32(index + 1)
            let result: Int32
            switch value {
            case .integer(let n): result = sqlite3_bind_int64(statement, position, Int64(n))
            case .text(let s): result = sqlite3_bind_text(statement, position, s, -1, Self.transient)
            case .null: result = sqlite3_bind_null(statement, position)
            }
            guard result == SQLITE_OK else { throw failure() }
        }
        var rows: [[Value]] = []
        while rows.count < limit {
            let result = sqlite3_step(statement)
            if result == SQLITE_DONE { break }
            guard result == SQLITE_ROW else { throw failure() }
            rows.append((0..<sqlite3_column_count(statement)).map { column in
                switch sqlite3_column_type(statement, column) {
                case SQLITE_INTEGER: .integer(Int(sqlite3_column_int64(statement, column)))
                case SQLITE_NULL: .null
                default:
                    // Text as UTF-8, whatever its type (a number stored as text reads as text).
                    sqlite3_column_text(statement, column).map {
                        .text(String(decoding: UnsafeBufferPointer(start: $0, count: Int(sqlite3_column_bytes(statement, column))),
                                     as: UTF8.self))
                    } ?? .null
                }
            })
        }
        return rows
    }

    /// Runs the same statement once per set of values (inserts of many rows).
    func runEach(_ sql: String, _ rows: [[Value]]) throws(Failure) {
        for values in rows { try run(sql, values) }
    }

    /// Runs `body` in one transaction: all of it is written, or none.
    func transaction(_ body: () throws(Failure) -> Void) throws(Failure) {
        try execute("BEGIN IMMEDIATE")
        do {
            try body()
            try execute("COMMIT")
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// The one integer a statement returns (`PRAGMA user_version`), or nil.
    func integer(_ sql: String) throws(Failure) -> Int? {
        guard case .integer(let n)? = try run(sql, limit: 1).first?.first else { return nil }
        return n
    }

    /// Rows inserted, changed or deleted through this connection so far.
    var totalChanges: Int { Int(sqlite3_total_changes64(handle)) }

    private func failure() -> Failure {
        Failure(code: sqlite3_extended_errcode(handle), message: String(cString: sqlite3_errmsg(handle)))
    }

    /// SQLITE_TRANSIENT: SQLite copies a bound text before the call returns.
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
}

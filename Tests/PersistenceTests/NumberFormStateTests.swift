import CalculatorBrain
import CalculatorController
import Testing
@testable import Persistence

/// docs/behaviour.md §17: the number form is kept in the saved state, in a table of its
/// own that a database from before forms does not have.
@Suite struct NumberFormStateTests {
    @Test func theFormComesBack() throws {
        let folder = try temporaryFolder()
        let c = try controller("1 ÷ 3 =")
        for form in [NumberForm.decimal, .fraction, .repeating, .decimal, .mixed] {
            c.numberFormat.style.form = form
            #expect(try #require(try roundTrip(c, in: folder)).numberFormat.style.form == form)
        }
    }

    @Test func aFormThatIsNotOneIsRefused() throws {
        let folder = try temporaryFolder()
        let c = try controller("1 ÷ 3 =")
        c.numberFormat.style.form = .fraction
        save(c, in: folder, loadingFirst: false)
        do {
            let db = try SQLiteDatabase(path: folder + "/" + StateDatabase.name, create: false)
            try db.execute("UPDATE display SET form = 'octal'")
        }
        let (restored, problem) = store(folder, expectFailures: true).load()
        #expect(restored == nil)
        #expect(problem != nil)
    }
}

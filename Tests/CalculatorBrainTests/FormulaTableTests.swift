import CalculatorBrain
import Testing

/// docs/behaviour.md §11 as a table: formula → display and description, or the error with its
/// position. Each row is one case; the variables are x = 3, y = 2, z = 0.5, M unset.
@Suite struct FormulaTableTests {
    static let variables: [String: Number] = ["x": Number(3), "y": Number(2), "z": Number(decimal: "0.5")!]

    /// The display and the description (without ` =`) of `formula` as one RPN operand.
    static func read(_ formula: String, angle: AngleUnit) throws -> (display: String, description: String) {
        var brain = CalculatorBrain(mode: .rpn, angle: angle, variables: variables)
        try brain.perform(formula: formula)
        let display = switch brain.value {
        case .success(let n): DisplayFormatter.string(for: n)
        case .failure(let error): "error: \(error.code)"
        }
        return (display, String(brain.description.dropLast(2)))
    }

    // MARK: - Values

    /// Formula, display, description (nil: not checked, where another rule of §5 is
    /// still being settled for the printer).
    static let radianRows: [(String, String, String?)] = [
        // Numbers, as the display writes them, so a copied value pastes back.
        ("7", "7", "7"),
        ("12.5", "12.5", "12.5"),
        (".5", "0.5", "0.5"),
        ("5.", "5", "5"),
        ("007", "7", "7"),
        ("0.1+0.2", "0.3", "0.1 + 0.2"),
        ("1.5e20", "1.5e20", "1.5e20"),
        ("2.5e−10", "2.5e−10", "2.5e−10"),
        ("2.5e-10", "2.5e−10", "2.5e−10"),
        ("−2.5e−10", "−2.5e−10", "−2.5e−10"),
        ("2E3", "2000", "2000"),
        ("1e-9999", "1e−9999", "1e−9999"),  // the smallest number of the exact range
        ("2e+3", "2000", "2000"),
        ("1e15", "1e15", "1e15"),
        ("123456789012345678", "1.23456789012346e17", "1.23456789012345678e17"),
        ("0.1234567890123456789*3", "0.370370367037037", "0.1234567890123456789 × 3"),
        ("2^0.5", "1.4142135623731", "2 ^ 0.5"),
        ("86251.76 − 86250.82", "0.94", "86251.76 − 86250.82"),
        ("1/3*3", "1", "1 ÷ 3 × 3"),
        ("2^100", "1.26765060022823e30", "2 ^ 100"),
        ("0^0", "1", "0 ^ 0"),
        // `e` after digits: an exponent only before a digit or a signed digit.
        ("2e", "5.43656365691809", "2 × e"),
        ("2e−1", "0.2", "0.2"),
        ("2e-x", "2.43656365691809", "2 × e − x"),
        ("2ex", "16.3096909707543", "2 × e × x"),
        ("e", "2.71828182845905", "e"),
        ("ex", "8.15484548537714", "e × x"),
        ("e^2", "7.38905609893065", "e ^ 2"),
        ("e^x", "20.0855369231877", "e ^ x"),
        ("exp(x)", "20.0855369231877", "e ^ x"),
        // Precedence and associativity; Unicode and ASCII operators.
        ("2+3*4", "14", "2 + 3 × 4"),
        ("2+3×4", "14", "2 + 3 × 4"),
        ("(2+3)*4", "20", "(2 + 3) × 4"),
        ("10−4−3", "3", "10 − 4 − 3"),
        ("10-(4-3)", "9", "10 − (4 − 3)"),
        ("1−2+3", "2", "1 − 2 + 3"),
        ("1-(2+3)", "−4", "1 − (2 + 3)"),
        ("2*6/3", "4", "2 × 6 ÷ 3"),
        ("8/2/2", "2", "8 ÷ 2 ÷ 2"),
        ("8÷(2÷2)", "8", "8 ÷ (2 ÷ 2)"),
        ("2·3", "6", "2 × 3"),
        ("2⋅3", "6", "2 × 3"),
        ("6∕3", "2", "6 ÷ 3"),
        ("1–2", "−1", "1 − 2"),
        ("2^3^2", "512", "2 ^ 3 ^ 2"),
        ("(2^3)^2", "64", "(2 ^ 3) ^ 2"),
        ("2^3*2", "16", "2 ^ 3 × 2"),
        ("2*3^2", "18", "2 × 3 ^ 2"),
        // Signs: prefix − looser than ^ and the postfixes, tighter than × ÷.
        ("2^−1", "0.5", "2 ^ (−1)"),
        ("2^-1", "0.5", "2 ^ (−1)"),
        ("2^+3", "8", "2 ^ 3"),
        ("−2^2", "−4", "−2 ^ 2"),
        ("(−2)^2", "4", "(−2) ^ 2"),
        ("−2²", "−4", "−2²"),
        ("(−2)²", "4", "(−2)²"),
        ("−1!", "−1", "−1!"),
        ("−3!", "−6", "−3!"),
        ("2×−3", "−6", "2 × (−3)"),
        ("2−−3", "5", "2 − (−3)"),
        ("3 − −5", "8", "3 − (−5)"),
        ("−−1", "1", "−(−1)"),
        ("−−−1", "−1", "−(−(−1))"),
        ("+1", "1", "1"),
        ("−+1", "−1", "−1"),
        ("+−1", "−1", "−1"),
        ("1++1", "2", "1 + 1"),
        ("1−+1", "0", "1 − 1"),
        ("1+−1", "0", "1 + (−1)"),
        ("(+2)", "2", "2"),
        ("−2^−2", "−0.25", "−2 ^ (−2)"),
        ("2^−3×4", "0.5", "2 ^ (−3) × 4"),
        ("2^−3^2", "0.001953125", "2 ^ (−3 ^ 2)"),
        ("2^3!", "64", "2 ^ 3!"),
        ("2^3²", "512", "2 ^ 3²"),
        ("−x", "−3", "−x"),
        ("−x²", "−9", "−x²"),
        ("−(7+9)", "−16", "−(7 + 9)"),
        ("−2x", "−6", "−2 × x"),
        ("−x+3", "0", "−x + 3"),
        // Implicit multiplication: on the × ÷ level, left to right.
        ("2π", "6.28318530717959", "2 × π"),
        ("2(3+4)", "14", "2 × (3 + 4)"),
        ("2(3+4)^2", "98", "2 × (3 + 4) ^ 2"),
        ("(1+2)(3+4)", "21", "(1 + 2) × (3 + 4)"),
        ("2x", "6", "2 × x"),
        ("xy", "6", "x × y"),
        ("xyz", "3", "x × y × z"),
        ("2x²y", "36", "2 × x² × y"),
        ("x²y", "18", "x² × y"),
        ("4÷2(1+1)", "4", "4 ÷ 2 × (1 + 1)"),
        ("6÷2x", "9", "6 ÷ 2 × x"),
        ("(2)3", "6", "2 × 3"),
        ("(2)(3)", "6", "2 × 3"),
        ("2 (3)", "6", "2 × 3"),
        ("2(3)^2", "18", "2 × 3 ^ 2"),
        ("1+2x", "7", "1 + 2 × x"),
        ("2πx", "18.8495559215388", "2 × π × x"),
        ("pix", "9.42477796076938", "π × x"),
        ("xpi", "9.42477796076938", "x × π"),
        ("πe", "8.53973422267357", "π × e"),
        ("3!x", "18", "3! × x"),
        ("x(x+1)", "12", "x × (x + 1)"),
        ("2 sin(0)", "0", "2 × sin(0)"),
        ("x sqrt 4", "6", "x × √(4)"),
        // Functions, with and without parentheses.
        ("sin(0)", "0", "sin(0)"),
        ("sin 0", "0", "sin(0)"),
        ("cos(0)", "1", "cos(0)"),
        ("tan 0", "0", "tan(0)"),
        ("ln(1)", "0", "ln(1)"),
        ("ln e", "1", "ln(e)"),
        ("log 1000", "3", "log(1000)"),
        ("log10 1000", "3", "log(1000)"),
        ("log10(100)", "2", "log(100)"),
        ("exp 0", "1", "e ^ 0"),
        ("exp(1)", "2.71828182845905", "e ^ 1"),
        ("sqrt 16", "4", "√(16)"),
        ("sqrt(2)", "1.4142135623731", "√(2)"),
        ("√16", "4", "√(16)"),
        ("∛8", "2", "∛(8)"),
        ("cbrt(27)", "3", "∛(27)"),
        ("cbrt 27 + 1", "4", "∛(27) + 1"),
        ("∛−8", "−2", "∛(−8)"),
        ("∛(8/27) × 3", "2", "∛(8 ÷ 27) × 3"),
        ("2∛x", "2.88449914061482", "2 × ∛(x)"),
        ("√2π", "4.44288293815837", "√(2) × π"),
        ("√(2π)", "2.506628274631", "√(2 × π)"),
        ("√√16", "2", "√(√(16))"),
        ("√4!", "4.89897948556636", "√(4!)"),
        ("√9!", "602.395219104534", "√(9!)"),
        ("√(9)!", "6", "√(9)!"),
        ("√ (9)!", "6", "√(9)!"),
        ("cos(0)!", "1", "cos(0)!"),
        ("cos 0!", "0.54030230586814", "cos(0!)"),
        ("√−4²", "error: square_root_of_negative", "√(−4)²"),
        ("asin 1", "1.5707963267949", "sin⁻¹(1)"),
        ("acos 1", "0", "cos⁻¹(1)"),
        ("atan 0", "0", "tan⁻¹(0)"),
        ("sin⁻¹(1)", "1.5707963267949", "sin⁻¹(1)"),
        ("cos⁻¹ 1", "0", "cos⁻¹(1)"),
        ("tan⁻¹ 0", "0", "tan⁻¹(0)"),
        ("sin cos 0", "0.841470984807897", "sin(cos(0))"),
        ("ln 2x", "2.07944154167984", "ln(2) × x"),
        ("sqrt 4 + 1", "3", "√(4) + 1"),
        ("−sqrt 4", "−2", "−√(4)"),
        ("2 sqrt 9", "6", "2 × √(9)"),
        ("sqrt(9)²", "9", "√(9)²"),
        ("sqrt 9²", "9", "√(9)²"),
        ("log 100 ^ 2", "4", "log(100) ^ 2"),
        ("log(100)^2", "4", "log(100) ^ 2"),
        ("sqrt(x+1)", "2", "√(x + 1)"),
        // Superscripts: powers of the atom before them.
        ("x²", "9", "x²"),
        ("2³", "8", "2 ^ 3"),
        ("2⁻¹", "0.5", "1 ÷ 2"),
        ("x⁻¹", "0.333333333333333", "1 ÷ x"),
        ("10⁻²", "0.01", "10 ^ (−2)"),
        ("2¹⁰", "1024", "2 ^ 10"),
        ("x²²", "31381059609", "x ^ 22"),
        ("(1+2)²", "9", "(1 + 2)²"),
        ("e²", "7.38905609893065", "e²"),
        ("π²", "9.86960440108936", "π²"),
        ("3!²", "36", nil),
        ("(2²)²", "16", nil),
        ("(2²)^3", "64", nil),
        ("(3!)!", "720", nil),
        // Factorial.
        ("5!", "120", "5!"),
        ("0!", "1", "0!"),
        ("3!!", "720", nil),
        ("(3)!", "6", "3!"),
        ("(1+2)!", "6", "(1 + 2)!"),
        ("20!", "2.43290200817664e18", "20!"),
        // Names and variables.
        ("x", "3", "x"),
        ("pi", "3.14159265358979", "π"),
        ("π", "3.14159265358979", "π"),
        ("x+y+z", "5.5", "x + y + z"),
        ("x/y", "1.5", "x ÷ y"),
        ("M", "error: variable_not_set", "M"),
        ("2M", "error: variable_not_set", "2 × M"),
        // Spaces separate tokens and are otherwise ignored.
        ("  2  +  3  ", "5", "2 + 3"),
        ("\t2\n+3", "5", "2 + 3"),
        // Parentheses that change nothing are not kept.
        ("((((7))))", "7", "7"),
        ("((1+2))*3", "9", "(1 + 2) × 3"),
        ("(((1)))+(((2)))", "3", "1 + 2"),
        ("(2)", "2", "2"),
        // Errors of evaluation are docs/behaviour.md §6's.
        ("1/0", "error: division_by_zero", "1 ÷ 0"),
        ("0^−1", "error: division_by_zero", "0 ^ (−1)"),
        ("√−4", "error: square_root_of_negative", "√(−4)"),
        ("ln 0", "error: logarithm_of_non_positive", "ln(0)"),
        ("log(−1)", "error: logarithm_of_non_positive", "log(−1)"),
        ("2.5!", "3.32335097044784", "2.5!"),  // Γ(3.5) (docs/behaviour.md §15)
        ("(−1)!", "error: outside_domain", "(−1)!"),
        ("asin 2", "error: outside_domain", "sin⁻¹(2)"),
        ("10^400", "1e400", "10 ^ 400"), ("10^10000", "error: result_too_large", "10 ^ 10000"),
        // Percent (docs/behaviour.md §13): a hundredth, or after `+` `−` that share of the left operand.
        ("200+15%", "230", "200 + 15%"), ("200−15%", "170", "200 − 15%"),
        ("80×15%", "12", "80 × 15%"), ("200÷15%", "1333.33333333333", "200 ÷ 15%"),
        ("15%", "0.15", "15%"), ("200+(15%)", "200.15", "200 + (15%)"),
        ("x+10%", "3.3", "x + 10%"), ("1+2+10%", "3.3", "1 + 2 + 10%"),
        // A sum beginning with a share keeps its parentheses as a right operand: without
        // them the share would be of more (x + x + x% + x reads back as 9.18).
        ("x+(x+x%)", "6.09", "x + (x + x%)"), ("x+(x+x%+x)", "9.09", "x + (x + x% + x)"),
        ("1+(2+10%−1)", "2.2", "1 + (2 + 10% − 1)"), ("x+(x%+x)", "6.03", "x + (x% + x)"),
        ("x+(x%−x)", "0.03", "x + (x% − x)"),
        ("2+3×10%", "2.3", "2 + 3 × 10%"), ("−15%", "−0.15", "−15%"),
        ("200+5!%", "440", "200 + (5!)%"), ("(15%)²", "0.0225", "(15%)²"),
        ("200+15%×2", "200.3", "200 + 15% × 2"), ("200+15%²", "200.0225", "200 + (15%)²"),
        ("200 + 15 %", "230", "200 + 15%"), ("2^50%", "1.4142135623731", "2 ^ 50%"),
        // A trailing `=` ends the formula, as people finish a sum.
        ("12*3=", "36", "12 × 3"), ("12*3 = ", "36", "12 × 3"),
    ]

    @Test(arguments: radianRows)
    func formulaInRadians(_ row: (String, String, String?)) throws {
        let (display, description) = try Self.read(row.0, angle: .radians)
        #expect(display == row.1, "\(row.0)")
        if let expected = row.2 { #expect(description == expected, "\(row.0)") }
    }

    static let degreeRows: [(String, String, String)] = [
        ("sin 30", "0.5", "sin(30)"),
        ("sin 30 ^ 4", "0.0625", "sin(30) ^ 4"),
        ("cos 5!", "−0.5", "cos(5!)"),
        ("cos(120)", "−0.5", "cos(120)"),
        ("sin²45", "0.5", "sin(45)²"),
        ("sin⁻¹ 0.5", "30", "sin⁻¹(0.5)"),
        ("sin⁻¹(0.5)", "30", "sin⁻¹(0.5)"),
        ("cos⁻¹(0.5)", "60", "cos⁻¹(0.5)"),
        ("tan⁻¹ 1", "45", "tan⁻¹(1)"),
        ("asin 0.5", "30", "sin⁻¹(0.5)"),
        ("sin 30²", "0.25", "sin(30)²"),
        ("cos³ 60", "0.125", "cos(60) ^ 3"),
        ("tan 45", "1", "tan(45)"),
        ("sin −30", "−0.5", "sin(−30)"),
        ("−sin 30", "−0.5", "−sin(30)"),
        ("sin(30)cos(60)", "0.25", "sin(30) × cos(60)"),
        ("2sin 30", "1", "2 × sin(30)"),
        ("sin 30 + cos 60", "1", "sin(30) + cos(60)"),
        ("sin(90)^2", "1", "sin(90) ^ 2"),
        ("tan 90", "error: outside_domain", "tan(90)"),
        ("sin 180", "0", "sin(180)"),
        ("sin(3!×5)", "0.5", "sin(3! × 5)"),
    ]

    @Test(arguments: degreeRows)
    func formulaInDegrees(_ row: (String, String, String)) throws {
        let (display, description) = try Self.read(row.0, angle: .degrees)
        #expect(display == row.1, "\(row.0)")
        #expect(description == row.2, "\(row.0)")
    }

    // MARK: - Errors

    /// Formula, position, length, message: where it stops and what was expected there.
    static let errorRows: [(String, Int, Int, String)] = [
        ("", 0, 0, "empty formula"),
        ("   ", 0, 0, "empty formula"),
        ("2+", 2, 0, "missing operand after `+`"),
        ("2×", 2, 0, "missing operand after `×`"),
        ("2^", 2, 0, "missing operand after `^`"),
        ("−", 1, 0, "missing operand after `−`"),
        ("(((", 3, 0, "missing operand after `(`"),
        ("sin", 3, 0, "missing operand after `sin`"),
        ("√", 1, 0, "missing operand after `√`"),
        ("×2", 0, 1, "expected a number, a name or `(` before `×`"),
        ("²", 0, 1, "expected a number, a name or `(` before `²`"),
        ("!", 0, 1, "expected a number, a name or `(` before `!`"),
        (")", 0, 1, "expected a number, a name or `(` before `)`"),
        ("2+×3", 2, 1, "expected a number, a name or `(` after `+`, not `×`"),
        ("2^^3", 2, 1, "expected a number, a name or `(` after `^`, not `^`"),
        ("2 × (3 + )", 9, 1, "expected a number, a name or `(` after `+`, not `)`"),
        ("sin )", 4, 1, "expected a number, a name or `(` after `sin`, not `)`"),
        ("(1+2", 4, 0, "missing `)`"),
        ("((1)", 4, 0, "missing `)`"),
        ("sin(30", 6, 0, "missing `)`"),
        ("1+2)", 3, 1, "`)` without a matching `(`"),
        ("(1))", 3, 1, "`)` without a matching `(`"),
        ("()", 0, 2, "empty parentheses"),
        ("2()", 1, 2, "empty parentheses"),
        ("sin()", 3, 2, "empty parentheses"),
        ("sinx", 0, 4, "unknown name `sinx`"),
        ("foo", 0, 3, "unknown name `foo`"),
        ("2abc", 1, 3, "unknown name `abc`"),
        ("X", 0, 1, "unknown name `X`"),
        ("y2", 0, 2, "a number right after `y`: write `y × 2`"),
        ("x2", 0, 2, "a number right after `x`: write `x × 2`"),
        ("2x y3", 3, 2, "a number right after `y`: write `y × 3`"),
        ("pi.5", 0, 4, "a number right after `pi`: write `pi × .5`"),
        ("x 2", 0, 3, "a number right after `x`: write `x × 2`"),
        ("y 2", 0, 3, "a number right after `y`: write `y × 2`"),
        ("2x  3", 1, 4, "a number right after `x`: write `x × 3`"),
        ("π 2", 0, 3, "a number right after `π`: write `π × 2`"),
        ("15%%", 3, 1, "two `%` in a row"),
        ("200+−15%", 7, 1, "a signed percentage after `+` or `−`: leave out the sign, or put the percentage in parentheses"),
        ("%", 0, 1, "expected a number, a name or `(` before `%`"),
        ("=", 0, 0, "empty formula"),
        ("2 3", 2, 1, "two numbers in a row"),
        ("1.5 2", 4, 1, "two numbers in a row"),
        ("1 + 2 3 + 4", 6, 1, "two numbers in a row"),
        ("2 .5", 2, 2, "two numbers in a row"),
        ("++1", 1, 1, "two `+` signs in a row"),
        ("1+++1", 3, 1, "two `+` signs in a row"),
        ("−++1", 2, 1, "two `+` signs in a row"),
        ("2^++1", 3, 1, "two `+` signs in a row"),
        ("1.2.3", 3, 1, "a second decimal point in one number"),
        ("1e5.5", 3, 1, "a decimal point in an exponent"),
        (".", 0, 1, "`.` is not a number"),
        ("2 + .", 4, 1, "`.` is not a number"),
        ("2@3", 1, 1, "unexpected `@`"),
        ("2,5", 1, 1, "`,` outside a function's parentheses: it separates arguments, as in gcd(12, 18)"),
        ("2 = 3", 2, 1, "unexpected `=`"),
        ("∜16", 0, 1, "unexpected `∜`"),
        ("ln⁻¹ 2", 0, 4, "`ln⁻¹` is not a function: only sin, cos and tan have an inverse written `⁻¹`"),
        ("log⁻¹(2)", 0, 5, "`log⁻¹` is not a function: only sin, cos and tan have an inverse written `⁻¹`"),
        ("x⁻", 1, 1, "`⁻` without superscript digits after it"),
        ("1e99999", 0, 7, "number too large"),
        ("1e10000", 0, 7, "number too large"),
        ("1e-10000", 0, 8, "number too small"),
        ("2 × 0.5e−99999", 4, 10, "number too small"),
        (String(repeating: "9", count: 10_001), 0, 10_001, "number too long"),
        ("7 + 9 = √", 6, 1, "unexpected `=`"),
        ("sin x0", 4, 2, "a number right after `x`: write `x × 0`"),
    ]

    @Test(arguments: errorRows)
    func formulaErrors(_ row: (String, Int, Int, String)) {
        let error = CalculatorBrain.checkFormula(row.0)
        #expect(error == FormulaError(position: row.1, length: row.2, message: row.3), "\(row.0)")
    }

    @Test func theRowsAreMany() {
        #expect(Self.radianRows.count + Self.degreeRows.count + Self.errorRows.count >= 150)
    }

    /// Positions count `Character`s, so an underline lands under the right character
    /// whatever the text's encoding: `√` and `π` are one each.
    @Test(arguments: [("√π + ×", 5, 1), ("ππ ÷ 2 2", 7, 1), ("e\u{301}x", 0, 2)])
    func positionsCountCharacters(_ row: (String, Int, Int)) {
        let error = CalculatorBrain.checkFormula(row.0)
        #expect(error?.position == row.1 && error?.length == row.2, "\(row.0): \(String(describing: error))")
    }

    @Test func theLocaleDecimalMarkIsAcceptedAndThePointGroups() throws {
        #expect(CalculatorBrain.checkFormula("2,5 + 1.500", format: NumberFormat(decimalMark: ",")) == nil)
        var brain = CalculatorBrain()
        try brain.perform(formula: "2,5 + 1.500", format: NumberFormat(decimalMark: ","))
        #expect(brain.value == .success(Number(decimal: "1502.5")!))
        #expect(brain.steps == [.formula("2.5 + 1500")])
        // `--solve` reads the same way (its format writes `.` and reads the locale's mark).
        let commandLine = NumberFormat(decimalMark: ".", formulaMark: ",")
        #expect(CalculatorBrain.checkFormula("1.000+1", format: commandLine) == nil)
        #expect(CalculatorBrain.checkFormula("2.5", format: commandLine)?.position == 1)
        guard case .success(let preview) = brain.previewFormula("2,5×2", format: NumberFormat(decimalMark: ",")) else {
            Issue.record("2,5×2 does not preview")
            return
        }
        #expect(preview == Number(5))
    }
}

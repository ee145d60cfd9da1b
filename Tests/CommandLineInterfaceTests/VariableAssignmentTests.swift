import CalculatorBrain
import Testing
@testable import CommandLineInterface

/// `--set NAME=VALUE`: argument → name, value text, the number set, or the problem.
@Suite struct VariableAssignmentTests {
    @Test(arguments: [
        ("x=5", "x", "5", nil),
        ("M=−2,5", "M", "−2,5", nil),
        ("y=-1.5e3", "y", "-1.5e3", nil),
        ("z=1 000", "z", "1 000", nil),
        ("x=1=2", "x", "1=2", #"--set x=1=2: the value "1=2" is not a number"#),
        ("x=", "x", "", "--set x=: the value of x is missing"),
        ("x= ", "x", " ", #"--set x= : the value " " is not a number"#),
        ("=5", "", "5", #"--set =5: no variable named ""; the variables are x, y, z and M"#),
        ("X=5", "X", "5", #"--set X=5: no variable named "X"; the variables are x, y, z and M"#),
        ("x", nil, "", "--set x: expected NAME=VALUE, e.g. x=5"),
        ("", nil, "", "--set : expected NAME=VALUE, e.g. x=5"),
    ] as [(String, String?, String, String?)])
    func reads(_ argument: String, _ name: String?, _ value: String, _ problem: String?) {
        let assignment = VariableAssignment(argument: argument)
        #expect(assignment.name == name)
        #expect(assignment.value == value)
        #expect(assignment.problem == problem)
        #expect((assignment.number == nil) == (problem != nil))
    }

    @Test(arguments: [("x=5", "5"), ("M=−2,5", "-2.5"), ("y=1 000", "1000"), ("z=.5", "0.5")])
    func numbers(_ argument: String, _ decimal: String) throws {
        let number = try #require(VariableAssignment(argument: argument).number)
        #expect(number == Number(decimal: decimal))
    }
}

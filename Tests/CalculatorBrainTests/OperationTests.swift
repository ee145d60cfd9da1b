import Testing
import CalculatorBrain

@Suite struct OperationTests {
    @Test func powerIsTheOnlyRightAssociativeOperation() {
        #expect(BinaryOperation.allCases.filter(\.isRightAssociative) == [.power])
        #expect(BinaryOperation.power.symbol == "^")
    }
}

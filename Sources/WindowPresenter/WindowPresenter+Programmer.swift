import CalculatorBrain
import CalculatorController
import Localization
import WindowDescription

/// What programmer mode shows beside the display (docs/behaviour.md §18).
public struct ProgrammerView: Equatable, Sendable {
    /// The base lines' digits: HEX, DEC, OCT, BIN (the binary grouped by 4 with the
    /// word's leading zeros).
    public var lines: [String]
    /// The input base: 16, 10, 8 or 2.
    public var base: Int
    /// The word size in bits and whether it is signed.
    public var wordBits: Int
    public var signed: Bool
    /// The value's bit pattern (the bit panel's bits).
    public var bits: UInt64

    public init(lines: [String], base: Int, wordBits: Int, signed: Bool, bits: UInt64) {
        self.lines = lines
        self.base = base
        self.wordBits = wordBits
        self.signed = signed
        self.bits = bits
    }

    /// The bases of `lines`, in order.
    public static let lineBases: [IntegerBase] = [.hexadecimal, .decimal, .octal, .binary]
}

/// Programmer mode's events (docs/behaviour.md §18): its own controls, and while it is on
/// the keys, typing, pasting and Ctrl+R.
extension WindowPresenter {
    /// What programmer mode did with `command`: the message and effects to answer with;
    /// nil when it is not programmer mode's (the other modes' handling goes on).
    func handleProgrammer(_ command: WindowCommand, text: String?,
                          numbers: [Double]) -> (message: String?, effects: [WindowEffect])? {
        let programmer = controller.programmer
        switch command {
        case .programmerMode(let on):
            let hadLine = controller.line != nil
            controller.setEntryMode(on ? .programmer : controller.mode == .rpn ? .rpn : .algebraic)
            return (nil, closingLine(hadLine))
        case .toggleMode:
            let hadLine = controller.line != nil
            controller.cycleEntryMode()
            return (nil, closingLine(hadLine))
        case .programmerType:
            controller.insertProgrammer(text ?? "")
        case .programmerBase:
            guard let base = numbers.whole.flatMap(IntegerBase.init(rawValue:)) else { return (nil, []) }
            controller.setProgrammerBase(base)
        case .programmerWord:
            guard let bits = numbers.whole, IntegerWord.sizes.contains(bits) else { return (nil, []) }
            controller.setProgrammerWord(IntegerWord(bits: bits, signed: programmer.word.signed))
        case .programmerSigned:
            guard let signed = numbers.whole, [0, 1].contains(signed) else { return (nil, []) }
            controller.setProgrammerWord(IntegerWord(bits: programmer.word.bits, signed: signed == 1))
        case .programmerBit:
            guard let bit = numbers.whole else { return (nil, []) }
            controller.flipProgrammerBit(bit)
        case .key(.backspace) where offersUndo:
            // Undo takes back the last thing done, in every mode: clearing the history.
            return nil
        case .key(let key) where programmer.isOn:
            return (controller.pressProgrammer(key), [])
        case .typeText where programmer.isOn:
            controller.typeProgrammer(text ?? "")
        case .pasteText where programmer.isOn:
            return (pasteProgrammer(text), [])
        case .insertFunction where programmer.isOn, .redo where programmer.isOn:
            return (nil, [])
        default:
            return nil
        }
        return (nil, [])
    }

    /// A paste in programmer mode: a number or formula that reads in the input base
    /// (`0xFF`, `FF` in base 16, `1111_0000` in base 2) is added to the formula; anything
    /// else is refused with why.
    private func pasteProgrammer(_ text: String?) -> String? {
        guard let text, !text.allSatisfy(\.isWhitespace) else { return texts.nothingToPaste }
        let trimmed = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        do {
            _ = try ProgrammerFormula(trimmed, base: controller.programmer.base)
        } catch {
            return error.message
        }
        // A pasted negative number (`−16` copied from the DEC line) is a number, not a
        // subtraction from the value shown.
        controller.insertProgrammer(trimmed, continuing: !(trimmed.hasPrefix("-") || trimmed.hasPrefix("−")))
        return nil
    }

    /// The window's formula line closes when programmer mode comes (the controller closed
    /// its line): its keys do not type into it.
    private func closingLine(_ hadLine: Bool) -> [WindowEffect] {
        hadLine && controller.line == nil ? [.closeFormulaLine] : []
    }

    /// Programmer mode's part of the view; nil in the other modes.
    var programmerView: ProgrammerView? {
        let programmer = controller.programmer
        guard programmer.isOn else { return nil }
        let value = controller.shownProgrammerValue
        return ProgrammerView(
            lines: ProgrammerView.lineBases.map { programmer.word.digits(value, base: $0, grouped: true) },
            base: programmer.base.rawValue, wordBits: programmer.word.bits, signed: programmer.word.signed,
            bits: value)
    }
}

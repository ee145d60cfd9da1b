import DesktopSearch

/// The provider's one question to the brain, asked on its worker thread (never the main
/// one: a file of its own, so it is not isolated to the main actor as top-level code is).
/// Writes the result into `result` (at most `capacity` bytes with its NUL); 0 when the text
/// is no calculation.
func evaluate(_ text: UnsafePointer<CChar>?, _ result: UnsafeMutablePointer<CChar>?, _ capacity: Int) -> Int32 {
    guard let text, let result,
          let answer = SearchAnswer.result(of: String(cString: text)),
          answer.utf8.count < capacity else { return 0 }  // a display is far shorter
    for (i, byte) in answer.utf8.enumerated() { result[i] = CChar(bitPattern: byte) }
    result[answer.utf8.count] = 0
    return 1
}

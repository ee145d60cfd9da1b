#if canImport(Glibc)
import Glibc
#endif
import CalculatorController
import Localization

/// `state.plist`, the binary property list earlier versions kept the state in: read once,
/// when there is no database yet, and then set aside as `state.plist.imported`.
///
/// Only a binary property list is read (every earlier version wrote one), through
/// `BinaryPropertyList`, which caps nesting and checks every offset: an XML file, however
/// deep, is refused at its first bytes, never parsed.
struct LegacyStateFile {
    static let name = "state.plist"
    static let importedName = "state.plist.imported"

    let folder: StateFolder

    /// What the file held.
    enum Found {
        case none
        case state(CalculatorController.SavedState)
        /// Why it cannot be used.
        case damaged(String)
    }

    var path: String { folder.file(Self.name) }

    /// Reads the file: its size is checked before a byte is read.
    func read() -> Found {
        removeStaleTemporaries()
        guard let status = folder.entry(path) else { return .none }
        if let problem = folder.problem(with: status) { return .damaged(problem) }
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard fd >= 0 else { return .damaged(String(cString: strerror(errno))) }
        defer { close(fd) }
        let (bytes, failure) = FileDescriptor.readToEnd(fd, limit: StateFolder.sizeLimit)
        guard failure == 0 else { return .damaged(String(cString: strerror(failure))) }
        do {
            guard BinaryPropertyList.isBinary(bytes) else {
                throw BinaryPropertyList.Damaged(reason: "not a binary property list")
            }
            return .state(try CalculatorController.SavedState(propertyList: BinaryPropertyList.value(from: bytes)))
        } catch let error as CalculatorController.SavedStateError {
            return .damaged(error.description)
        } catch {
            // TRANSLATORS: %s is the reason (it may be in English).
            return .damaged(tr("unreadable (%s)").filled(String(describing: error)))
        }
    }

    /// Removes the temporary files of earlier versions' writers that were killed between
    /// creating the file and renaming it (`.state.plist.<pid>.tmp`); a live process's file
    /// is left alone. Removing a name never touches what a symbolic link points to.
    func removeStaleTemporaries() {
        guard let directory = opendir(folder.path) else { return }
        var names: [String] = []
        while let entry = readdir(directory) {
            // In place: a dirent is only as long as its name, so a copy of the whole
            // 256-byte field could read past glibc's buffer.
            names.append(withUnsafeBytes(of: &entry.pointee.d_name) {
                String(cString: $0.bindMemory(to: CChar.self).baseAddress!)
            })
        }
        closedir(directory)
        let prefix = ".\(Self.name)."
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            guard let pid = Int32(name.dropFirst(prefix.count).dropLast(4)), pid > 0, pid != getpid(),
                  kill(pid, 0) != 0, errno == ESRCH
            else { continue }
            unlink(folder.file(name))
        }
    }
}

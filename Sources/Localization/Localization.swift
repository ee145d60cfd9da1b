import CIntl
#if canImport(Glibc)
import Glibc
#endif

/// The user's language, through glibc's gettext (docs/behaviour.md §12).
///
/// Every user-facing string in Swift is written `tr("…")`: `xgettext --keyword=tr`
/// collects them into `po/cerebrum.pot` (scripts/update-po.sh), and at run time `tr`
/// returns the translation from `cerebrum.mo` for the locale in `LANGUAGE`,
/// `LC_ALL`, `LC_MESSAGES` or `LANG`, or the English text when there is none.
public enum Localization {
    /// The gettext domain: the `.mo` files are `<dir>/<lang>/LC_MESSAGES/cerebrum.mo`.
    public static let domain = "cerebrum"

    /// Reads the locale from the environment and points gettext at `localeDirectory`
    /// (nil: gettext's own default). Call once, before any `tr`; calling again is
    /// harmless. Numbers are not affected: Swift formats them without the C locale.
    public static func setUp(localeDirectory: String?) {
        setlocale(LC_ALL, "")
        if let localeDirectory { bindtextdomain(domain, localeDirectory) }
        bind_textdomain_codeset(domain, "UTF-8")
        textdomain(domain)
    }

    /// The language messages are in, as gettext chooses it: the first of `LANGUAGE`'s
    /// list unless the locale is C, else the messages locale (`de_DE.UTF-8`); `C` for none.
    /// Names that come with their translations (the converter's units, from CLDR) follow it.
    public static var language: String {
        let messages = setlocale(LC_MESSAGES, nil).map { String(cString: $0) } ?? "C"
        guard messages != "C", messages != "POSIX" else { return "C" }
        if let list = getenv("LANGUAGE").map({ String(cString: $0) }), let first = list.split(separator: ":").first {
            return String(first)
        }
        return messages
    }
}

/// `text` in the user's language. A `StaticString`, so only a plain literal can be
/// passed: `xgettext` can read it, and no interpolation hides a word from translators.
/// Fill placeholders (`%s`, `%1$s`, `%d`) with `String.filled(_:)`.
public func tr(_ text: StaticString) -> String {
    text.withUTF8Buffer { buffer in
        let english = String(decoding: buffer, as: UTF8.self)
        return english.withCString { String(cString: dgettext(Localization.domain, $0)) }
    }
}

/// The singular or plural form of a message for `count`, in the user's language
/// (languages have different numbers of plural forms; gettext picks the right one).
public func trn(_ singular: StaticString, _ plural: StaticString, _ count: Int) -> String {
    let one = singular.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
    let many = plural.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
    return one.withCString { one in
        many.withCString { many in
            String(cString: dngettext(Localization.domain, one, many, UInt(max(count, 0))))
        }
    }
}

extension String {
    /// This message with its placeholders replaced by `arguments`: `%s` and `%d` take
    /// the next argument, `%1$s` / `%2$d` a numbered one (so a translation may reorder
    /// them), and `%%` is a percent sign. gettext's `c-format` check (msgfmt --check)
    /// keeps translations' placeholders in step with the English ones.
    public func filled(_ arguments: CustomStringConvertible...) -> String {
        var result = ""
        var next = 0
        var rest = self[...]
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            var cursor = rest.index(after: percent)
            guard cursor < rest.endIndex else { result.append("%"); rest = rest[cursor...]; break }
            if rest[cursor] == "%" {
                result.append("%")
                rest = rest[rest.index(after: cursor)...]
                continue
            }
            var digits = ""
            // ASCII digits only, as printf's positions are (`%1$s`); Unicode's numeric
            // properties would also read `١` as 1, and page their tables in at start.
            while cursor < rest.endIndex, let code = rest[cursor].asciiValue,
                  (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(code) {
                digits.append(rest[cursor])
                cursor = rest.index(after: cursor)
            }
            var index = next
            if !digits.isEmpty, cursor < rest.endIndex, rest[cursor] == "$", let position = Int(digits) {
                index = position - 1
                cursor = rest.index(after: cursor)
            } else if !digits.isEmpty {
                // Not a placeholder after all (`%5` alone): keep it as written.
                result.append("%")
                rest = rest[rest.index(after: percent)...]
                continue
            } else {
                next += 1
            }
            guard cursor < rest.endIndex, "sdu".contains(rest[cursor]) else {
                result.append("%")
                rest = rest[rest.index(after: percent)...]
                continue
            }
            result += arguments.indices.contains(index) ? arguments[index].description : ""
            rest = rest[rest.index(after: cursor)...]
        }
        return result + rest
    }
}

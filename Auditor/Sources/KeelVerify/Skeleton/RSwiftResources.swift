import Foundation

/// The `R` struct R.swift would generate from an app's resources, for the skeleton.
///
/// R.swift writes `R.generated.swift` at build time from the resources of the app target; that
/// file is not in the tree, so without this every `R.image.x()` is an unresolved `R`. This reads
/// the resources that are in the tree and declares exactly their names, so the verification
/// checks that the names the code uses exist: a name with no resource behind it stays
/// unresolved (`R.image.missing`), never invented.
///
/// Modelled (R.swift 5/6's static shape, which R.swift 7 keeps for these calls):
/// - `R.image.<name>()` → `UIImage?`, one per `*.imageset` of every `*.xcassets` (folders that
///   "provide namespace" become nested structs: `R.image.folder.name()`);
/// - `R.color.<name>()` → `UIColor?`, one per `*.colorset`;
/// - `R.string.<table>.<key>` (a resource whose `key` is the `.strings` key, as a `String`) and
///   `R.string.<table>.<key>(…)` → `String`, with one unlabelled parameter per format specifier
///   of the development-language value (`%@` `String`, `%d`/`%ld`/`%i`/`%u` `Int`, `%f` `Double`),
///   then `preferredLanguages:` — the keys of every `<table>.strings` in any `.lproj`;
/// - `R.file.<name>()` → `URL?` (`events.json` → `eventsJson`), for `.json`, `.plist`, `.txt`,
///   `.html`, `.md`, `.csv` files outside asset catalogs, `.lproj` folders and build output;
/// - `R.font.<name>(size:)` → `UIFont?`, one per `.ttf` / `.otf` file (named after the file,
///   not the PostScript name R.swift reads from inside the font).
///
/// Not modelled (a use stays unresolved, "not proven"): `R.nib`, `R.storyboard`, `R.segue`,
/// `R.reuseIdentifier`, `R.info`, `R.entitlements`, `R.id`, `R.validate()`, `.stringsdict`
/// plurals, and R.swift 7's instance API (`R.string(preferredLanguages:)`).
package struct RSwiftResources: Sendable, Equatable {
    /// Image set names, as paths of namespace folders plus the name (`["Icons", "star"]`).
    package var images: [[String]] = []
    package var colors: [[String]] = []
    /// Table name (`Localizable`) → key → development value.
    package var strings: [String: [String: String]] = [:]
    package var files: [String] = []
    package var fonts: [String] = []

    package init() {}

    package var isEmpty: Bool { images.isEmpty && colors.isEmpty && strings.isEmpty && files.isEmpty && fonts.isEmpty }

    /// Folders never read: dependencies and build output.
    static let skippedFolders: Set<String> = ["Pods", "Carthage", ".build", "build", "DerivedData", "fastlane", "node_modules", ".git"]
    static let fileExtensions: Set<String> = ["json", "plist", "txt", "html", "md", "csv"]

    /// The resources under `roots` (asset catalogs, `.strings`, data files, fonts).
    package static func scan(roots: [URL]) -> RSwiftResources {
        var result = RSwiftResources()
        var stringValues: [String: [String: (language: String, value: String)]] = [:]
        let fm = FileManager.default
        for root in roots {
            guard let walker = fm.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey]) else { continue }
            while let url = walker.nextObject() as? URL {
                let name = url.lastPathComponent
                if skippedFolders.contains(name) || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace") {
                    walker.skipDescendants()
                    continue
                }
                let ext = url.pathExtension.lowercased()
                if ext == "xcassets" {
                    walker.skipDescendants()
                    result.readCatalog(url, namespace: [])
                } else if ext == "strings", url.deletingLastPathComponent().pathExtension == "lproj" {
                    let language = url.deletingLastPathComponent().deletingPathExtension().lastPathComponent
                    let table = url.deletingPathExtension().lastPathComponent
                    guard let text = readText(url) else { continue }
                    for (key, value) in parseStrings(text) {
                        // The development language's value gives the format arguments (`en`, then `Base`, then any).
                        let rank = language == "en" ? 2 : language == "Base" ? 1 : 0
                        if let existing = stringValues[table]?[key] {
                            let existingRank = existing.language == "en" ? 2 : existing.language == "Base" ? 1 : 0
                            if existingRank >= rank { continue }
                        }
                        stringValues[table, default: [:]][key] = (language, value)
                    }
                } else if ext == "lproj" {
                    continue
                } else if fileExtensions.contains(ext), !url.pathComponents.contains(where: { $0.hasSuffix(".lproj") }) {
                    result.files.append(name)
                } else if ext == "ttf" || ext == "otf" {
                    result.fonts.append(url.deletingPathExtension().lastPathComponent)
                }
            }
        }
        result.strings = stringValues.mapValues { $0.mapValues(\.value) }
        result.images.sort { $0.joined(separator: "/") < $1.joined(separator: "/") }
        result.colors.sort { $0.joined(separator: "/") < $1.joined(separator: "/") }
        result.files = Array(Set(result.files)).sorted()
        result.fonts = Array(Set(result.fonts)).sorted()
        return result
    }

    private mutating func readCatalog(_ folder: URL, namespace: [String]) {
        guard let children = try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil) else { return }
        for child in children.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
            let name = child.deletingPathExtension().lastPathComponent
            switch child.pathExtension {
            case "imageset": images.append(namespace + [name])
            case "colorset": colors.append(namespace + [name])
            case "":
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: child.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
                let contents = Self.readText(child.appendingPathComponent("Contents.json")) ?? ""
                let providesNamespace = contents.range(of: #""provides-namespace"\s*:\s*true"#, options: .regularExpression) != nil
                readCatalog(child, namespace: providesNamespace ? namespace + [name] : namespace)
            default: continue
            }
        }
    }

    static func readText(_ url: URL) -> String? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) { return String(data: data, encoding: .utf16) }
        return String(data: data, encoding: .utf8)
    }

    /// `"key" = "value";` pairs of a `.strings` file (comments skipped, escapes kept as written).
    static func parseStrings(_ text: String) -> [(String, String)] {
        let pattern = #""((?:[^"\\]|\\.)*)"\s*=\s*"((?:[^"\\]|\\.)*)"\s*;"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let stripped = text.replacingOccurrences(of: #"/\*[\s\S]*?\*/"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #"(?m)^\s*//.*$"#, with: "", options: .regularExpression)
        let ns = stripped as NSString
        return regex.matches(in: stripped, range: NSRange(location: 0, length: ns.length)).map {
            (ns.substring(with: $0.range(at: 1)), ns.substring(with: $0.range(at: 2)))
        }
    }

    /// R.swift's identifier for a resource name: words split at characters that cannot be in an
    /// identifier, the first lowercased (all of it when it is all capitals), the others capitalised
    /// (`Common.Error` → `commonError`, `settings-icon` → `settingsIcon`, `icon_star` stays).
    static func identifier(_ name: String) -> String {
        let words = name.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)
        guard let first = words.first else { return "_" }
        let head = first == first.uppercased() ? first.lowercased() : first.prefix(1).lowercased() + first.dropFirst()
        var result = head + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if let c = result.first, c.isNumber { result = "_" + result }
        return keywords.contains(result) ? "`\(result)`" : result
    }

    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal",
        "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "switch", "where", "while", "as", "catch", "false", "is", "nil", "super", "self", "Self", "throw", "throws", "true", "try",
    ]

    /// Parameter types of a format string's specifiers, in order (`%1$@` positions respected).
    static func formatArguments(_ value: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: #"%(?:(\d+)\$)?[-+ 0#]*\d*(?:\.\d+)?(hh|h|ll|l|q|z|t|j)?([@dDiuUxXoOfFeEgGcsp%])"#) else { return [] }
        let ns = value as NSString
        var positional: [Int: String] = [:]
        var next = 1
        for match in regex.matches(in: value, range: NSRange(location: 0, length: ns.length)) {
            let conversion = ns.substring(with: match.range(at: 3))
            guard conversion != "%" else { continue }
            let type: String
            switch conversion {
            case "@", "s": type = "String"
            case "f", "F", "e", "E", "g", "G": type = "Double"
            case "c": type = "UnicodeScalar"
            case "p": type = "UnsafeRawPointer"
            default: type = "Int"
            }
            let index = match.range(at: 1).location != NSNotFound ? Int(ns.substring(with: match.range(at: 1))) ?? next : next
            positional[index] = type
            next = index + 1
        }
        guard let last = positional.keys.max() else { return [] }
        return (1...last).map { positional[$0] ?? "Any" }
    }

    /// The Swift source of `R` (internal, in the app's module, as R.swift writes it).
    package func source() -> String {
        var out = "// keel: the R that R.swift would generate from the resources in the tree (R.generated.swift is build output)\n"
        out += "import Foundation\nimport UIKit\n\n"
        out += """
            struct _KeelRStringResource {
                let key: String
                let tableName: String
            }

            struct R {

            """
        func namespaced(_ entries: [[String]], indent: String, emit: (String, String) -> String) -> String {
            var text = ""
            let leaves = entries.filter { $0.count == 1 }.map { $0[0] }
            var seen: Set<String> = []
            for name in leaves {
                let id = Self.identifier(name)
                guard seen.insert(id).inserted else { continue }
                text += emit(id, indent)
            }
            let groups = Dictionary(grouping: entries.filter { $0.count > 1 }, by: { $0[0] })
            for (folder, members) in groups.sorted(by: { $0.key < $1.key }) {
                text += "\(indent)struct \(Self.identifier(folder)) {\n"
                text += namespaced(members.map { Array($0.dropFirst()) }, indent: indent + "    ", emit: emit)
                text += "\(indent)}\n"
            }
            return text
        }
        out += "    struct image {\n"
        out += namespaced(images, indent: "        ") { id, indent in
            "\(indent)static func \(id)(compatibleWith traitCollection: UITraitCollection? = nil) -> UIImage? { fatalError() }\n"
        }
        out += "    }\n    struct color {\n"
        out += namespaced(colors, indent: "        ") { id, indent in
            "\(indent)static func \(id)(compatibleWith traitCollection: UITraitCollection? = nil) -> UIColor? { fatalError() }\n"
        }
        out += "    }\n    struct string {\n"
        for table in strings.keys.sorted() {
            out += "        struct \(Self.identifier(table)) {\n"
            var seen: Set<String> = []
            for key in strings[table, default: [:]].keys.sorted() {
                let id = Self.identifier(key)
                guard seen.insert(id).inserted else { continue }
                let escapedKey = key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                out += "            static let \(id) = _KeelRStringResource(key: \"\(escapedKey)\", tableName: \"\(table)\")\n"
                let arguments = Self.formatArguments(strings[table]?[key] ?? "")
                let parameters = arguments.enumerated().map { "_ value\($0.offset + 1): \($0.element)" } + ["preferredLanguages: [String]? = nil"]
                out += "            static func \(id)(\(parameters.joined(separator: ", "))) -> String { fatalError() }\n"
            }
            out += "        }\n"
        }
        out += "    }\n    struct file {\n"
        out += namespaced(files.map { [$0] }, indent: "        ") { id, indent in
            "\(indent)static func \(id)(_: Void = ()) -> URL? { fatalError() }\n"
        }
        out += "    }\n    struct font {\n"
        out += namespaced(fonts.map { [$0] }, indent: "        ") { id, indent in
            "\(indent)static func \(id)(size: CGFloat) -> UIFont? { fatalError() }\n"
        }
        out += "    }\n}\n"
        return out
    }
}

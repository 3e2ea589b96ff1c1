import Foundation

/// The Objective-C classes an app's Swift code reaches through its bridging header, declared as
/// Swift imports them, for the skeleton.
///
/// An Objective-C framework in the tree (`libs/WSNet.xcframework/*/wsnet.framework/Headers/*.h`)
/// reached through `App-Bridging-Header.h` (`#import "wsnet/WSNet.h"`) is no Swift `import`: without
/// this every `WSNet.instance()` is an unresolved `WSNet`. This follows each bridging header's
/// `#import`/`#include` lines to the headers in the tree (a framework's `Name.framework/Headers/…`
/// or a folder of that name; a plain name beside the including header first), reads their
/// `@interface`s (`ObjCInterfaceParser`) and prints them as Swift (`ObjCSwiftPrinter`). What it
/// cannot read is left out and listed (`unread`), so a use of it stays an unresolved name, never a
/// guess; an `#import` it cannot find in the tree (a system framework) is not followed.
package struct ObjCHeaders: Sendable, Equatable {
    package var interfaces: [ObjCInterface] = []
    /// What was not declared, and why (`WSNet.recordShakeForDataScore: a preposition in the name`).
    package var unread: [String] = []
    /// Classes a header names with `@class` (defined or not by a header read).
    package var forwardDeclared: Set<String> = []

    package init() {}

    package var isEmpty: Bool { interfaces.isEmpty }

    /// The class names declared (categories add to one of them).
    package var classNames: Set<String> { Set(interfaces.filter { $0.category == nil }.map(\.name)) }

    /// The headers every bridging header under `roots` reaches, read.
    package static func scan(roots: [URL]) -> ObjCHeaders {
        var headers: [String] = []
        let fm = FileManager.default
        for root in roots {
            guard let walker = fm.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey]) else { continue }
            while let url = walker.nextObject() as? URL {
                let name = url.lastPathComponent
                if RSwiftResources.skippedFolders.contains(name) || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace") {
                    walker.skipDescendants()
                    continue
                }
                if url.pathExtension == "h" { headers.append(url.standardizedFileURL.path) }
            }
        }
        headers.sort()
        let bridging = headers.filter { ($0 as NSString).lastPathComponent.contains("Bridging-Header") }
        var result = ObjCHeaders()
        var seen: Set<String> = []
        var queue = bridging
        while !queue.isEmpty {
            let path = queue.removeFirst()
            guard seen.insert(path).inserted, let data = FileManager.default.contents(atPath: path),
                  let text = String(data: data, encoding: .utf8) ?? String(data: data, encoding: .isoLatin1) else { continue }
            for imported in importedPaths(text) {
                if let found = resolve(imported, from: path, among: headers), !seen.contains(found) { queue.append(found) }
            }
            result.add(ObjCInterfaceParser.parse(text))
        }
        return result
    }

    /// Adds what one header declares (the first declaration of a class wins).
    package mutating func add(_ parsed: ObjCInterfaceParser.Result) {
        let known = Set(interfaces.map { "\($0.name)(\($0.category ?? ""))" })
        for interface in parsed.interfaces where !known.contains("\(interface.name)(\(interface.category ?? ""))") {
            interfaces.append(interface)
        }
        unread.append(contentsOf: parsed.unread)
        forwardDeclared.formUnion(parsed.forwardDeclared)
    }

    /// Classes only forward-declared (`@class X;` and no header read defines `X`): as Swift imports
    /// such a header, a member whose type names one is not imported, so it is left out too.
    package var undefinedClasses: Set<String> { forwardDeclared.subtracting(interfaces.map(\.name)) }

    /// `"wsnet/WSNet.h"`, `<Foo/Bar.h>` of `#import` / `#include` lines.
    static func importedPaths(_ text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("#import") || trimmed.hasPrefix("#include") else { return nil }
            guard let open = trimmed.firstIndex(where: { $0 == "\"" || $0 == "<" }) else { return nil }
            let close: Character = trimmed[open] == "<" ? ">" : "\""
            let rest = trimmed[trimmed.index(after: open)...]
            guard let end = rest.firstIndex(of: close) else { return nil }
            return String(rest[..<end])
        }
    }

    /// The header in the tree an import names: beside the including header, then a framework's
    /// `Name.framework/Headers/…` or a folder path ending as the import does (the first, sorted).
    static func resolve(_ imported: String, from including: String, among headers: [String]) -> String? {
        let beside = ((including as NSString).deletingLastPathComponent as NSString).appendingPathComponent(imported)
        let besideStandard = URL(fileURLWithPath: beside).standardizedFileURL.path
        if headers.contains(besideStandard) { return besideStandard }
        let parts = imported.split(separator: "/").map(String.init)
        var suffixes = ["/" + imported]
        if parts.count >= 2 {
            suffixes.append("/\(parts[0]).framework/Headers/" + parts.dropFirst().joined(separator: "/"))
        }
        return headers.first { path in suffixes.contains { path.hasSuffix($0) } }
    }

    /// The Swift declarations, for the skeleton.
    package func source() -> String { ObjCSwiftPrinter.source(self) }
}

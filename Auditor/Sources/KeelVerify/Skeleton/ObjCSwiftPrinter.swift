import Foundation

/// Prints the `@interface`s `ObjCHeaders` read as Swift classes for the skeleton: each member with
/// a body that never returns (only its signature is checked), a category as an extension, an
/// `init` the header marks `NS_UNAVAILABLE` unavailable. A member an ancestor in the headers
/// already declares is not declared again (Swift would need `override`); what was left out is
/// listed at the top of the file.
enum ObjCSwiftPrinter {
    static func source(_ headers: ObjCHeaders) -> String {
        var out = "// keel: the Objective-C interfaces the bridging header reaches, as Swift imports them\n"
        var headers = headers
        let undefined = headers.undefinedClasses
        var leftOut: [String] = []
        for i in headers.interfaces.indices {
            let name = headers.interfaces[i].name
            headers.interfaces[i].members.removeAll { member in
                let names = member.declaration.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
                guard let missing = names.first(where: { undefined.contains(String($0)) }) else { return false }
                leftOut.append("\(name).\(member.key): `\(missing)` is only forward-declared (`@class`)")
                return true
            }
        }
        headers.unread += leftOut
        for line in headers.unread.sorted() { out += "// keel: not declared: \(line)\n" }
        out += "import Foundation\n"
        let body = headers.interfaces.map { print($0, in: headers) }.joined(separator: "\n")
        if body.range(of: #"\bUI[A-Z]"#, options: .regularExpression) != nil { out += "import UIKit\n" }
        return out + "\n" + body
    }

    static func print(_ interface: ObjCInterface, in headers: ObjCHeaders) -> String {
        let inherited = inheritedKeys(of: interface.superclass, in: headers)
        var members: [String] = []
        // A subclass inherits its platform superclass's initializers (`init()` from NSObject,
        // `init(frame:)`/`init(coder:)` from UIView, …): redeclared, they would need `override`.
        var seen = inherited.union(interface.superclass == nil ? [] : platformInitializers)
        if interface.category == nil, interface.initUnavailable {
            // A convenience override: a designated one would stop the class inheriting the others.
            let overrides = interface.superclass != nil
            members.append("    @available(*, unavailable) \(overrides ? "override convenience " : "")init() { fatalError() }")
            seen.insert("init()")
        }
        for member in interface.members where seen.insert(member.key).inserted {
            if member.isInit {
                // A convenience init: a designated one would call the (unavailable) `super.init()` implicitly.
                members.append("    convenience \(member.declaration) { fatalError() }")
            } else if member.isProperty {
                let getter = member.declaration.hasSuffix("{get set}")
                let declaration = member.declaration.replacingOccurrences(of: getter ? " {get set}" : " {get}", with: "")
                members.append("    \(declaration) {" + (getter ? " get { fatalError() } set {} }" : " fatalError() }"))
            } else {
                members.append("    \(member.declaration) { fatalError() }")
            }
        }
        let head: String
        if interface.category != nil {
            head = "extension \(interface.name)"
        } else {
            head = "class \(interface.name)" + (interface.superclass.map { ": \($0)" } ?? "")
        }
        return "\(head) {\n" + members.joined(separator: "\n") + (members.isEmpty ? "" : "\n") + "}\n"
    }

    /// The member keys the superclasses (and their categories) in the headers declare.
    /// Initializers of NSObject and the UIKit classes a header's class commonly subclasses.
    static let platformInitializers: Set<String> = [
        "init()", "init(coder:)", "init(frame:)", "init(nibName:bundle:)", "init(style:reuseIdentifier:)",
        "init(reuseIdentifier:)", "init(style:)", "init(collectionViewLayout:)", "init(rootViewController:)",
    ]

    static func inheritedKeys(of superclass: String?, in headers: ObjCHeaders) -> Set<String> {
        var keys: Set<String> = []
        var next = superclass
        var visited: Set<String> = []
        while let name = next, visited.insert(name).inserted {
            for interface in headers.interfaces where interface.name == name {
                keys.formUnion(interface.members.map(\.key))
                if interface.initUnavailable { keys.insert("init()") }
            }
            next = headers.interfaces.first { $0.name == name && $0.category == nil }?.superclass
        }
        return keys
    }
}

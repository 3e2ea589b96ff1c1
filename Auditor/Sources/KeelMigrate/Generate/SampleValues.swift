import SwiftSyntax

/// Values the generated equivalence test drives both ViewModels with: two
/// different ones per type when keel can build them (literals, the tree's
/// enums, its structs and classes through a declared or memberwise init).
struct SampleValues {
    let tree: LegacyTree

    /// Two distinct expressions of `type` (one when the type has a single
    /// value), or nil when keel cannot build one.
    func samples(_ type: String, depth: Int = 0) -> [String]? {
        guard depth < 4 else { return nil }
        let t = type.trimmingCharacters(in: .whitespaces)
        if t.hasSuffix("?") || t.hasSuffix("!") {
            guard let inner = samples(String(t.dropLast()), depth: depth + 1) else { return ["nil"] }
            return [inner[0], "nil"]
        }
        if t.hasPrefix("Optional<"), t.hasSuffix(">") {
            return samples(String(t.dropFirst(9).dropLast()), depth: depth + 1).map { [$0[0], "nil"] } ?? ["nil"]
        }
        if t.hasPrefix("["), t.hasSuffix("]") {
            let inner = String(t.dropFirst().dropLast())
            if inner.contains(":") { return ["[:]"] }
            guard let values = samples(inner, depth: depth + 1) else { return ["[]"] }
            return ["[" + values.joined(separator: ", ") + "]", "[]"]
        }
        // A function type (or a tuple holding one) has no sample value.
        if t.contains("->") { return nil }
        if t.hasPrefix("("), t.hasSuffix(")"), t.count > 2 {
            // A tuple: a sample of each element (labels kept).
            let elements = TypeText.genericParts("X<" + String(t.dropFirst().dropLast()) + ">").1
            guard elements.count > 1 else { return samples(String(t.dropFirst().dropLast()), depth: depth + 1) }
            var first: [String] = []
            var second: [String] = []
            for element in elements {
                var label = ""
                var elementType = element
                // `name: Type` — a label is an identifier (`[String: Int]` is a type, not a label).
                if let colon = element.firstIndex(of: ":") {
                    let candidate = element[..<colon].trimmingCharacters(in: .whitespaces)
                    if let head = candidate.first, head.isLetter || head == "_",
                       candidate.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                        label = candidate + ": "
                        elementType = String(element[element.index(after: colon)...])
                    }
                }
                guard let values = samples(elementType.trimmingCharacters(in: .whitespaces), depth: depth + 1) else { return nil }
                first.append(label + values[0])
                second.append(label + (values.count > 1 ? values[1] : values[0]))
            }
            let a = "(" + first.joined(separator: ", ") + ")"
            let b = "(" + second.joined(separator: ", ") + ")"
            return a == b ? [a] : [a, b]
        }
        let (outer, arguments) = TypeText.genericParts(t)
        if outer == "AnyPublisher", arguments.count == 2 {
            // A legacy service's Combine publisher: one value at once when it cannot fail, else nothing yet.
            if arguments[1] == "Never", let value = samples(arguments[0], depth: depth + 1)?.first {
                return ["Just<\(arguments[0])>(\(value)).eraseToAnyPublisher()"]
            }
            return ["Empty<\(arguments[0]), \(arguments[1])>(completeImmediately: false).eraseToAnyPublisher()"]
        }
        switch t {
        case "Disposable", "any Disposable": return ["Disposables.create()"]
        case "Void", "()": return ["()"]
        case "Bool": return ["true", "false"]
        case "String", "Substring": return ["\"ab\"", "\"abc\""]
        case "Character": return ["\"a\"", "\"b\""]
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64": return ["1", "2"]
        case "Double", "Float", "CGFloat", "TimeInterval", "Decimal": return ["1.5", "2.5"]
        case "Date": return ["Date(timeIntervalSince1970: 1_000)", "Date(timeIntervalSince1970: 2_000)"]
        case "URL": return ["URL(string: \"https://example.com/a\")!", "URL(string: \"https://example.com/b\")!"]
        case "UUID": return ["UUID(uuidString: \"00000000-0000-0000-0000-000000000001\")!", "UUID(uuidString: \"00000000-0000-0000-0000-000000000002\")!"]
        case "Data": return ["Data([1])", "Data([2])"]
        case "Error", "any Error", "Swift.Error": return ["Equivalence.SampleError.first", "Equivalence.SampleError.second"]
        case "IndexPath": return ["IndexPath(row: 0, section: 0)", "IndexPath(row: 1, section: 0)"]
        default: break
        }
        return declared(TypeText.simpleName(t), written: t, depth: depth)
    }

    /// A value of a type the tree declares: an enum's cases, a declared
    /// init, or a struct's memberwise init.
    private func declared(_ simpleName: String, written: String, depth: Int) -> [String]? {
        // An unqualified name is the top-level declaration when there is one, before a nested type of that name.
        let declarations = tree.declarations(named: simpleName).enumerated().sorted { a, b in
            let (aTop, bTop) = (Self.qualifiedName(of: Syntax(a.element.1), simpleName) == simpleName, Self.qualifiedName(of: Syntax(b.element.1), simpleName) == simpleName)
            return aTop != bTop ? aTop : a.offset < b.offset
        }.map(\.element)
        for (_, decl) in declarations {
            // A nested type is spelled with its enclosing types (`DNSValue.DNSValueType.ipAddress`).
            let name = Self.qualifiedName(of: Syntax(decl), simpleName)
            // A qualified type (`RepositoryQuery.Data.Repository.Language`) is that declaration, not
            // another type of the same simple name (the app's own `Language`).
            if written.contains("."), name != written, !name.hasSuffix("." + written) { continue }
            if let enumDecl = decl.as(EnumDeclSyntax.self) {
                var values: [String] = []
                for member in enumDecl.memberBlock.members {
                    guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
                    for element in cases.elements {
                        if let parameters = element.parameterClause?.parameters {
                            let arguments = parameters.map { parameter -> String? in
                                guard let value = samples(parameter.type.trimmedDescription, depth: depth + 1)?.first else { return nil }
                                return (parameter.firstName.map { $0.text + ": " } ?? "") + value
                            }
                            guard arguments.allSatisfy({ $0 != nil }) else { continue }
                            values.append("\(name).\(element.name.text)(\(arguments.compactMap { $0 }.joined(separator: ", ")))")
                        } else {
                            values.append("\(name).\(element.name.text)")
                        }
                        if values.count == 2 { return values }
                    }
                }
                if !values.isEmpty { return values }
            }
            guard let block = MemberBlockOf.block(decl) else { continue }
            let inits = block.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
                .filter { !$0.modifiers.isFilePrivate && $0.optionalMark == nil }
            let labelLists = inits.map(Self.labels)
            for initializer in inits {
                // Overloads with the same labels (`init(graph: A?)`, `init(graph: B?)`): a `nil` argument
                // names its type, or the call is ambiguous.
                let overloaded = labelLists.filter { $0 == Self.labels(initializer) }.count > 1
                if let call = construct(name, parameters: initializer.signature.parameterClause.parameters.map {
                    (label: $0.firstName.text == "_" ? nil : $0.firstName.text, type: $0.type.trimmedDescription, hasDefault: $0.defaultValue != nil)
                }, depth: depth, typedNil: overloaded) { return call }
            }
            if inits.isEmpty, let structDecl = decl.as(StructDeclSyntax.self) {
                // The memberwise init: stored properties without a value.
                var parameters: [(label: String?, type: String, hasDefault: Bool)] = []
                for member in structDecl.memberBlock.members {
                    guard let variable = member.decl.as(VariableDeclSyntax.self),
                          !variable.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) }) else { continue }
                    for binding in variable.bindings where binding.accessorBlock == nil {
                        guard let id = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                        if binding.initializer != nil, variable.bindingSpecifier.text == "let" { continue }
                        guard let type = binding.typeAnnotation?.type.trimmedDescription else { return nil }
                        parameters.append((id, type, binding.initializer != nil))
                    }
                }
                return construct(name, parameters: parameters, depth: depth)
            }
        }
        return nil
    }

    /// An initializer's argument labels (`_` for none).
    static func labels(_ initializer: InitializerDeclSyntax) -> [String] {
        initializer.signature.parameterClause.parameters.map(\.firstName.text)
    }

    private func construct(_ name: String, parameters: [(label: String?, type: String, hasDefault: Bool)], depth: Int, typedNil: Bool = false) -> [String]? {
        var first: [String] = []
        var second: [String] = []
        for parameter in parameters {
            guard var values = samples(parameter.type, depth: depth + 1) else {
                if parameter.hasDefault { continue }
                return nil
            }
            if typedNil { values = values.map { $0 == "nil" ? "nil as \(parameter.type)" : $0 } }
            let prefix = parameter.label.map { $0 + ": " } ?? ""
            first.append(prefix + values[0])
            second.append(prefix + (values.count > 1 ? values[1] : values[0]))
        }
        let a = "\(name)(\(first.joined(separator: ", ")))"
        let b = "\(name)(\(second.joined(separator: ", ")))"
        return a == b ? [a] : [a, b]
    }

    /// `Outer.Inner` for a type declared inside another type (or an extension of one).
    static func qualifiedName(of decl: Syntax, _ name: String) -> String {
        var parts = [name]
        var node = decl.parent
        while let current = node {
            if let type = current.asProtocol(NamedDeclSyntax.self), current.is(StructDeclSyntax.self) || current.is(ClassDeclSyntax.self)
                || current.is(EnumDeclSyntax.self) || current.is(ActorDeclSyntax.self) {
                parts.insert(type.name.text, at: 0)
            } else if let extensionDecl = current.as(ExtensionDeclSyntax.self) {
                parts.insert(extensionDecl.extendedType.trimmedDescription, at: 0)
            }
            node = current.parent
        }
        return parts.joined(separator: ".")
    }
}

/// VM008 through a value the ViewModel stores: `struct Binding { let didTap = DriverSubject<Void>() }`
/// kept as `let binding = Binding()`, and a view or controller sending into it
/// (`viewModel.binding.didTap.send()`, or naming `viewModel.binding.didTap.send` as a button's action).
/// The send from outside is the evidence, whatever the subject's declared type (often an alias from
/// a package outside the tree): what the ViewModel only sends into itself is an output.
extension SubjectInputsRule {
    /// Findings for the subjects of each value type a ViewModel declares and stores.
    func nestedInputs(_ context: RuleContext) -> [RawFinding] {
        let units = context.facts.units
        var result: [RawFinding] = []
        for unit in units.indices where units[unit].declaration.kind == .struct {
            guard let owner = context.viewModelStoring(nested: unit) else { continue }
            let holders = Self.holders(of: unit, in: owner, context)
            guard !holders.isEmpty else { continue }
            let declaration = units[owner].declaration
            for property in context.facts.properties where property.unit == unit && Self.mayBeSubject(property, context) {
                let name = property.names.first ?? "subject"
                guard let holder = holders.first(where: { context.index.isSentFromOutside($0 + "." + name, of: declaration) }) else { continue }
                let type = property.initializerType ?? property.typeName ?? "subject"
                result.append(finding(context, at: property.offset,
                                      "\(type) `\(holder).\(name)` is an input (sent to from outside the ViewModel); make it private and expose a method (e.g. func handleTap()) instead.",
                                      snippet: property.snippet, unit: owner))
            }
        }
        return result
    }

    /// The ViewModel's stored properties that hold the nested value type (`binding` for `let binding = Binding()`).
    static func holders(of unit: Int, in owner: Int, _ context: RuleContext) -> [String] {
        let name = context.facts.units[unit].name
        let paths: Set<[String]> = [[name], [context.facts.units[owner].name, name], ["Self", name]]
        return context.properties(of: owner).filter { property in
            !property.isStatic && !property.isComputed && !property.isCollection
                && (property.typePath.map(paths.contains) ?? false || property.initializerPath.map(paths.contains) ?? false)
        }.flatMap(\.names)
    }

    /// A stored, non-private property whose type the tree does not declare as something else
    /// (a class with its own `send` is not a subject); RxSwift subjects are RX001's.
    static func mayBeSubject(_ property: PropertyFact, _ context: RuleContext) -> Bool {
        guard !property.isStatic, !property.isComputed, property.access != "private", property.access != "fileprivate",
              let type = property.initializerType ?? property.typeName else { return false }
        if KnownTypes.combineSubjects.contains(type) { return true }
        return !KnownTypes.rxSubjects.contains(type) && context.index.kind(of: type) == nil
    }
}

import Foundation

extension FileIndex {
    /// The pass-1 index of a file, from its facts: declarations with their
    /// traits, the types SwiftUI views hold, `@Published` state and the
    /// methods that publish it, globals, navigation parameter types and
    /// members sent to from outside.
    init(facts: FileFacts) {
        let traits = RoleEvidence.traits(facts)
        var declarations = facts.units.map(\.declaration)
        let lines = LineTable(lineStarts: facts.lineStarts, lineCount: facts.lineCount)
        for i in declarations.indices {
            declarations[i].traits = traits[i]
            declarations[i].line = lines.line(facts.units[i].nameOffset)
            declarations[i].genericParameterLines = facts.units[i].genericParameters.map { lines.line($0.offset) }
        }

        // Same-file owners: an extension belongs to the type of its name declared here.
        var primaryByName: [String: Int] = [:]
        // Facts are read in place (`facts.properties[i].names`): copying a whole
        // fact per iteration retains every string and array it holds.
        for i in facts.units.indices where facts.units[i].declaration.kind != .extension && primaryByName[facts.units[i].name] == nil {
            primaryByName[facts.units[i].name] = i
        }
        func owner(_ unit: Int) -> Int { primaryByName[facts.units[unit].name] ?? unit }

        let properties = facts.properties
        for i in properties.indices where !properties[i].isComputed {
            let typePath = properties[i].typePath, initializerPath = properties[i].initializerPath
            let path = typePath ?? initializerPath ?? properties[i].sharedInstancePath
            let unit = properties[i].unit
            for name in properties[i].names {
                var member = MemberDeclaration(
                    name: name, typePath: path, constructs: typePath == nil && initializerPath != nil,
                    attributes: properties[i].attributes, isLet: properties[i].isLet, isWeak: properties[i].isWeak,
                    isStatic: properties[i].isStatic, line: lines.line(properties[i].offset))
                member.typeNames = properties[i].typeNames
                member.constructedArgumentNames = properties[i].constructedArgumentNames
                member.isCollection = properties[i].isCollection
                member.isClosure = properties[i].isClosure
                member.isExposed = properties[i].access != "private" && properties[i].access != "fileprivate"
                declarations[unit].storedMembers.append(member)
            }
        }
        for i in properties.indices where !properties[i].isStatic && !properties[i].isLet
            && properties[i].access != "private" && properties[i].access != "fileprivate" {
            let path = properties[i].typePath ?? properties[i].initializerPath ?? []
            declarations[properties[i].unit].exposedVarPaths.append(contentsOf: properties[i].names.map { _ in path })
        }
        for i in properties.indices where properties[i].isStatic {
            declarations[properties[i].unit].staticMembers.append(contentsOf: properties[i].names)
        }
        let calls = facts.calls
        for i in calls.indices where calls[i].isConstructor && calls[i].name.first?.isUppercase == true {
            guard let unit = calls[i].unit else { continue }
            let path = calls[i].impliedPath ?? [calls[i].name]
            if !declarations[unit].constructedPaths.contains(path) { declarations[unit].constructedPaths.append(path) }
        }
        // `observer.$isOnline.sink { self.whenOnline() }`: an own method called when another object's
        // publisher (one of its `$` projections or its `objectWillChange`), held in a stored property, fires.
        for i in calls.indices where !calls[i].isConstructor
            && (calls[i].base == nil || calls[i].base.map(SyntaxHelpers.withoutOptionalMarks) == "self") {
            guard let unit = calls[i].unit, let sink = calls[i].enclosingCall, calls.indices.contains(sink), calls[sink].name == "sink"
            else { continue }
            let names = calls[sink].receiverNames
            guard let root = names.first, !root.hasPrefix("$"), root != "objectWillChange",
                  names.dropFirst().contains(where: { $0.hasPrefix("$") || $0 == "objectWillChange" }),
                  properties.contains(where: { $0.unit == unit && !$0.isStatic && $0.names.contains(root) }),
                  !declarations[unit].subscriptionCallbacks.contains(calls[i].name) else { continue }
            declarations[unit].subscriptionCallbacks.append(calls[i].name)
        }
        for enumCase in facts.enumCases {
            if let unit = enumCase.unit { declarations[unit].declaresCases = true; declarations[unit].caseNames.append(enumCase.name) }
            // Cases with one associated value: what may nest another enum (`case dashboard(DashboardRoute)`).
            guard let unit = enumCase.unit, enumCase.payloadPaths.count == 1, let path = enumCase.payloadPaths.first,
                  !path.isEmpty, !declarations[unit].casePayloadPaths.contains(path) else { continue }
            declarations[unit].casePayloadPaths.append(path)
        }
        for function in facts.functions {
            if var screen = function.screen {
                if screen.navigates || screen.opaque { screen.forwards = [] }
                screen.locals = [:]
                declarations[function.unit].screenBodies.append(screen)
            }
            if let stream = function.stream, stream.lifetime != nil || stream.forwardName != nil {
                declarations[function.unit].streamMethods.append(stream)
            }
            if function.isStatic {
                declarations[function.unit].staticMembers.append(function.name)
                declarations[function.unit].staticFunctions.append(function.name)
                // `static func stub() -> Model { Model(…) }`: makes and returns a fresh instance of its own type.
                if function.constructsResult, let result = function.returnPath,
                   result == ["Self"] || result.last == facts.units[function.unit].name.split(separator: ".").last.map(String.init) {
                    declarations[function.unit].staticFactories.append(function.name)
                }
            }
            if function.constructsResult, !function.isStatic, let result = function.returnPath {
                declarations[function.unit].factoryMethods.append(function.name)
                declarations[function.unit].factoryResults.append(result)
            }
            if function.name == "init" {
                declarations[function.unit].initParameters.append(contentsOf: function.parameterPaths.filter { !$0.isEmpty })
            } else if !function.isStatic, RoleEvidence.isNavigationMethod(function.name) {
                declarations[function.unit].navigationParameters.append(contentsOf: function.parameterPaths.filter { !$0.isEmpty })
                if let first = function.parameterPaths.first, !first.isEmpty {
                    declarations[function.unit].navigationSubjects.append(first)
                    declarations[function.unit].navigationSubjectMethods.append(function.name)
                }
                if function.name != "start", function.name != "finish" { declarations[function.unit].screenMethods += 1 }
            } else if !function.isStatic {
                // Any method that takes a place to go (`openRoute(_ route: Route)`, `handle(_: AppDestination)`).
                let routes = function.parameterPaths.filter { $0.last.map(RoleEvidence.namesNavigationState) == true }
                declarations[function.unit].navigationParameters.append(contentsOf: routes)
            }
        }

        var published = [Set<String>](repeating: [], count: facts.units.count)
        for i in properties.indices where !properties[i].isStatic && properties[i].attributes.contains("Published") {
            published[properties[i].unit].formUnion(properties[i].names)
            declarations[properties[i].unit].publishedNames.append(contentsOf: properties[i].names)
        }
        // An `@Observable` class's observed state is every stored `var` it does not mark `@ObservationIgnored`.
        for i in properties.indices where !properties[i].isStatic && !properties[i].isLet && !properties[i].isComputed
            && !properties[i].attributes.contains("ObservationIgnored") && facts.units[properties[i].unit].declaration.isObservable {
            published[properties[i].unit].formUnion(properties[i].names)
        }
        let functions = facts.functions
        for i in functions.indices where !functions[i].assigns.isEmpty {
            let unit = functions[i].unit, name = functions[i].name
            let names = published[owner(unit)]
            if functions[i].assigns.contains(where: names.contains), !declarations[unit].publishingMethods.contains(name) {
                declarations[unit].publishingMethods.append(name)
            }
        }

        // What SwiftUI views hold: their stored properties' types (one pass
        // over the properties for all the file's views).
        var isView = [Bool](repeating: false, count: facts.units.count)
        for i in facts.units.indices where facts.units[i].declaration.kind == .struct || facts.units[i].declaration.kind == .class {
            let inherited = facts.units[i].declaration.inherited
            isView[i] = traits[i].contains(.hasBody) || inherited.contains("View") || inherited.contains("SwiftUI.View")
        }
        if isView.contains(true) {
            var constraints: [Int: [String: [String]]] = [:]
            for i in facts.units.indices where isView[i] {
                var byName: [String: [String]] = [:]
                for parameter in facts.units[i].genericParameters { byName[parameter.name] = parameter.constraints }
                constraints[i] = byName
                declarations[i].heldTypes = []
            }
            for i in properties.indices where isView[properties[i].unit] && !properties[i].isStatic && !properties[i].isComputed {
                let unit = properties[i].unit
                let byName = constraints[unit] ?? [:]
                for name in properties[i].typeNames + [properties[i].initializerType].compactMap({ $0 }) {
                    declarations[unit].heldTypes.append(contentsOf: byName[name] ?? [name])
                }
            }
        }

        var navigationParameterTypes: [String] = []
        for i in functions.indices where RoleEvidence.isNavigationMethod(functions[i].name) {
            navigationParameterTypes.append(contentsOf: functions[i].parameterTypes.filter { !$0.isEmpty })
        }
        // `viewModel.tap.send()`, `self.viewModel.tap.send()`: recorded as
        // "T.tap" where T is the declared type of the property `viewModel`
        // in this file (`let viewModel: LoginViewModel`, `var vm = CartViewModel()`),
        // or of a local bound with a type (`if let vm = x as? CartViewModel`);
        // through an owner whose type the file does not declare, nothing is
        // recorded (a homonymous subject of another type must not count). A
        // type's own `self.tap.send()` is not a send from outside.
        var propertyTypes: [String: [String]]?   // built on first use: only files that send need it
        func types(of owner: String) -> [String] {
            if let propertyTypes { return propertyTypes[owner] ?? [] }
            var types: [String: [String]] = [:]
            for i in properties.indices where !properties[i].isStatic {
                let named = ([properties[i].typeName, properties[i].initializerType].compactMap { $0 } + properties[i].typeNames).filter { !$0.isEmpty }
                for name in properties[i].names { types[name, default: []].append(contentsOf: named) }
            }
            // Locals bound with a type (`if let vm = item as? SortViewModelProtocol { vm.selected.send(…) }`).
            for local in facts.localTypes {
                if let last = local.typePath.last { types[local.name, default: []].append(last) }
            }
            propertyTypes = types
            return types[owner] ?? []
        }
        var sentMembers: [String] = []
        // Also through a value the owner stores (`viewModel.binding.tap.send()`): recorded as
        // "T.binding.tap" — the subject `tap` of what T keeps in `binding`.
        func recordSend(_ links: [String]) {
            var receiver = links.filter { $0 != "?" && $0 != "!" }
            if let first = receiver.first, first == "self" || first == "self?" { receiver.removeFirst() }
            guard receiver.count >= 2, let last = receiver.last, !last.hasSuffix(")") else { return }
            let owner = receiver[receiver.count - 2].trimmingCharacters(in: CharacterSet(charactersIn: "?!"))
            for type in Set(types(of: owner)) where !sentMembers.contains(type + "." + last) {
                sentMembers.append(type + "." + last)
            }
            guard receiver.count >= 3, !owner.hasSuffix(")") else { return }
            let holder = receiver[receiver.count - 3].trimmingCharacters(in: CharacterSet(charactersIn: "?!"))
            for type in Set(types(of: holder)) where !sentMembers.contains(type + "." + owner + "." + last) {
                sentMembers.append(type + "." + owner + "." + last)
            }
        }
        for i in calls.indices where calls[i].name == "send" || calls[i].name == "onNext" || calls[i].name == "accept" {
            recordSend(calls[i].receiver)
        }
        for links in facts.sendReferences { recordSend(links) }
        // `viewModel.query.value = text`: writing a subject's value from outside sends into it as `.send(text)` does.
        for i in facts.assignments.indices where facts.assignments[i].member == "value" {
            guard let base = facts.assignments[i].base else { continue }
            var receiver = base.split(separator: ".").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "?!")) }
            if receiver.first == "self" { receiver.removeFirst() }
            guard receiver.count >= 2, let last = receiver.last, !last.isEmpty, !last.hasSuffix(")") else { continue }
            for type in Set(types(of: receiver[receiver.count - 2])) where !sentMembers.contains(type + "." + last) {
                sentMembers.append(type + "." + last)
            }
        }
        var mutatingCallbacks: [String] = []
        let assignments = facts.assignments
        for i in assignments.indices {
            guard let call = assignments[i].constructorCall, let label = assignments[i].closureLabel,
                  let base = assignments[i].base, base != "self" else { continue }
            let key = calls[call].name + "." + label
            if !mutatingCallbacks.contains(key) { mutatingCallbacks.append(key) }
        }
        let writes = Self.writes(facts)
        let typeAliases = facts.typeAliases.map { alias in
            var declaration = TypeAliasDeclaration(name: alias.name, parent: alias.unit, target: alias.target,
                                                   isAssociatedType: alias.isAssociatedType, genericParameters: alias.genericParameters,
                                                   nameOffset: alias.nameOffset)
            declaration.line = lines.line(alias.nameOffset)
            declaration.condition = alias.condition
            declaration.isFilePrivate = alias.isFilePrivate
            declaration.inherited = alias.inherited
            return declaration
        }
        self.init(
            path: facts.path,
            imports: facts.imports.map(\.module),
            declarations: declarations,
            globals: facts.globals.map { GlobalDeclaration(name: $0.name, typeName: $0.initializerType ?? $0.typeName) },
            navigationParameterTypes: navigationParameterTypes,
            sentMembers: sentMembers,
            mutatingCallbacks: mutatingCallbacks,
            memberWrites: writes.member, typedWrites: writes.typed, ownWrites: writes.own,
            settableRequirements: writes.settable, constructorLabels: writes.labels
        )
        self.typeAliases = typeAliases
        self.macros = facts.macros
        self.exportedImports = facts.imports.filter(\.isExported).map(\.module)
    }

    /// The facts `keel fix` proves safety from, deduplicated in source order
    /// (none when the collector did not record writes).
    private static func writes(_ facts: FileFacts) -> (member: [String], typed: [String], own: [String], settable: [String], labels: [String]) {
        guard facts.writesRecorded else { return ([], [], [], [], []) }
        // The declared types of each type's properties (units of one name share them).
        var propertyTypes: [String: [String: Set<String>]] = [:]
        for property in facts.properties where !property.isStatic {
            let types = ([property.typeName, property.initializerType].compactMap { $0 } + property.typeNames).filter { !$0.isEmpty }
            for name in property.names { propertyTypes[facts.units[property.unit].name, default: [:]][name, default: []].formUnion(types) }
        }
        var member: [String] = []
        var typed: [String] = []
        var own: [String] = []
        var seen: Set<String> = []
        for write in facts.writes {
            if write.throughBase {
                if let base = write.base, let unit = write.unit,
                   let types = propertyTypes[facts.units[unit].name]?[base], !types.isEmpty {
                    for type in types.sorted() where seen.insert(type + "." + write.member).inserted { typed.append(type + "." + write.member) }
                } else if seen.insert("." + write.member).inserted {
                    member.append(write.member)
                }
            } else if let unit = write.unit {
                let key = facts.units[unit].name + "." + write.member
                if seen.insert(key).inserted { own.append(key) }
            }
        }
        var settable: [String] = []
        for property in facts.properties where property.declaresSetter && facts.units[property.unit].declaration.kind == .protocol {
            for name in property.names { settable.append(facts.units[property.unit].name + "." + name) }
        }
        var labels: [String] = []
        for call in facts.calls where call.isConstructor {
            for label in call.labels where label != "_" {
                let key = call.name + "." + label
                if seen.insert(":" + key).inserted { labels.append(key) }
            }
        }
        return (member, typed, own, settable, labels)
    }
}

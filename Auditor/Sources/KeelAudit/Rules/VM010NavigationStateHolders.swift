/// VM010's reading of SwiftUI navigation kept by another object: an observable class of the tree that
/// holds a navigation stack (`RuleContext.holdsNavigationStack`: a `NavigationPath`, or a collection of
/// route enums, what `NavigationStack(path:)` binds to) is where that flow's screens are decided. A
/// ViewModel that pushes onto that stack (`tabModel.path.append(.detail(item))`), sets it, raises one of the
/// holder's presentation flags (`tabModel.isSheetPresented = true`) or calls a presenting method of the
/// holder that sets what its view presents (`tabModel.presentEditor()`) navigates: the holder's view shows
/// the screen because of it. Reading the holder's data, or calling its other methods, is no navigation.
extension ViewModelNavigatesRule {
    /// Calls that change a navigation stack when made on it.
    static let stackMutators: Set<String> = ["append", "removeLast", "removeAll", "popLast", "insert", "removeFirst"]

    /// The observable navigation-stack holder a ViewModel's stored property `name` keeps (not the ViewModel itself).
    func stackHolder(_ name: String, owner: Int, context: RuleContext) -> DeclID? {
        guard let property = context.properties(of: owner).first(where: { $0.names.contains(name) }),
              let path = property.typePath ?? property.initializerPath,
              case .declared(let id) = context.model.finalSymbol(context.resolve(path, unit: property.unit, offset: property.offset)),
              id != context.declaration(of: owner), context.model.isObservable(id), context.holdsNavigationStack(id) else { return nil }
        return id
    }

    /// The holder's stored members that are its navigation stack.
    func stackMembers(of id: DeclID, context: RuleContext) -> Set<String> {
        let model = context.model
        var names: Set<String> = []
        if let member = model.swiftUINavigationPathMember(of: id) { names.insert(member.name) }
        for part in model.parts(of: id) {
            for member in part.declaration.storedMembers where !member.isStatic && !member.isLet && member.isCollection {
                for typeName in member.typeNames where typeName.first?.isUppercase == true {
                    guard case .declared(let element) = model.finalSymbol(model.resolve(typeName.split(separator: ".").map(String.init), in: part.scope)),
                          model.record(element).kind == .enum, context.roleTable.roles(of: element).contains(.router) else { continue }
                    names.insert(member.name)
                }
            }
        }
        return names
    }

    /// A presentation flag of the holder: an observed `Bool` its view presents on, named for what it shows
    /// (`isThemeSheetPresented`, `showingSettings`) — by whole words, so `isRepresentable`, `isDiscovering` and
    /// `isShowingProgress` (an indicator, not a screen) are none (review r18 #3).
    func isPresentationFlag(_ name: String, of id: DeclID, context: RuleContext) -> Bool {
        guard Self.namesPresentation(name) else { return false }
        let model = context.model
        let published = model.isObservableObject(id)
        for part in model.parts(of: id) {
            for member in part.declaration.storedMembers where member.name == name && !member.isStatic && !member.isLet {
                if published ? !member.attributes.contains("Published") : member.attributes.contains("ObservationIgnored") { continue }
                return member.mayBeFlag
            }
        }
        return false
    }

    /// Whether a flag's name says it presents a screen, by whole words (`isSheetPresented`, `showingSettings`).
    static func namesPresentation(_ name: String) -> Bool {
        let words = name.camelCaseWords.map { $0.lowercased() }
        return words.contains(where: presentationWords.contains)
            || (words.contains("showing") && !words.contains(where: indicatorWords.contains))
    }

    /// Whole words that name a presentation (`isSheetPresented`, `isPresentingEditor`, `fullScreenCover`).
    static let presentationWords: Set<String> = ["present", "presented", "presenting", "sheet", "cover"]
    /// Words after `showing` that name an indicator on the same screen, not a screen (`isShowingProgress`).
    static let indicatorWords: Set<String> = ["progress", "loading", "loader", "spinner", "indicator", "hud", "toast", "banner"]

    /// A presenting method of the holder (`presentEditor()`): named like navigation, and its body navigates or
    /// sets what its view can present on — the stack, a presentation flag, or an observed value such as the
    /// item a `.sheet(item:)` shows. A `Bool` that names no presentation (`showLoading()` setting `isLoading`)
    /// is no screen (review r18 #2).
    func presentsThroughHolder(_ id: DeclID, method: String, context: RuleContext) -> Bool {
        guard RoleEvidence.isNavigationMethod(method) else { return false }
        let stack = stackMembers(of: id, context: context)
        var presentable: Set<String> = []
        for part in context.model.parts(of: id) {
            for member in part.declaration.storedMembers where !member.isStatic && !member.isLet && !member.attributes.contains("ObservationIgnored") {
                if stack.contains(member.name) || !member.mayBeFlag || isPresentationFlag(member.name, of: id, context: context) {
                    presentable.insert(member.name)
                }
            }
        }
        return context.model.parts(of: id).contains { part in
            part.declaration.screenBodies.contains { $0.name == method && ($0.navigates || $0.writes.contains(where: presentable.contains)) }
        }
    }

    /// The ViewModel's navigation through another object's navigation state: (offset, label, property).
    func holderNavigation(_ context: RuleContext) -> [(offset: Int, owner: Int, name: String, navigator: String?)] {
        var uses: [(offset: Int, owner: Int, name: String, navigator: String?)] = []
        var holders: [String: DeclID?] = [:]
        func holder(_ name: String, _ owner: Int) -> DeclID? {
            let key = "\(owner).\(name)"
            if let known = holders[key] { return known }
            let found = stackHolder(name, owner: owner, context: context)
            holders[key] = found
            return found
        }
        for call in context.facts.calls where !call.isConstructor {
            guard let owner = context.owner(of: call.unit, role: .viewModel) else { continue }
            let names = call.receiverNames
            if names.count == 2, Self.stackMutators.contains(call.name), let id = holder(names[0], owner),
               stackMembers(of: id, context: context).contains(names[1]) {
                uses.append((call.nameOffset, owner, "\(names[0]).\(names[1]).\(call.name)", nil))
            } else if names.count == 1, let id = holder(names[0], owner), presentsThroughHolder(id, method: call.name, context: context) {
                uses.append((call.nameOffset, owner, "\(names[0]).\(call.name)", nil))
            }
        }
        for assignment in context.facts.assignments {
            guard var base = assignment.base, let owner = context.owner(of: assignment.unit, role: .viewModel) else { continue }
            if base.hasPrefix("self.") { base.removeFirst(5) }
            base = SyntaxHelpers.withoutOptionalMarks(base)
            guard !base.contains("."), let id = holder(base, owner) else { continue }
            if stackMembers(of: id, context: context).contains(assignment.member) || isPresentationFlag(assignment.member, of: id, context: context) {
                uses.append((assignment.offset, owner, "\(base).\(assignment.member) =", nil))
            }
        }
        return uses
    }
}

/// A long-lived service recognised by what it does, not by its name (VM014): a class of the tree
/// with no screen role (not a ViewModel, view, controller, coordinator or router; not observable;
/// not a data record) that declares methods and either
/// - answers later (`TypeTraits.answersLater`: an `async` method, one returning a stream such as
///   `Single`/`Observable`/`AnyPublisher`, or one taking an escaping completion closure handed a value), or
/// - holds a dependency itself (a stored instance of a manager/service of the tree, or of a class
///   that answers later: a use case over its repository), or
/// - reaches the network or storage (a stored `URLSession`, `UserDefaults`, `FileManager`, Core Data or
///   Realm object).
/// Names only break ties (`managerNames` stays the caller's first test). Value types, formatters,
/// subjects and stream helpers (a class that is itself a stream: `ActivityIndicator`) and child
/// ViewModels never qualify.
enum ServiceBehaviour {
    static func isService(_ id: DeclID, _ context: RuleContext, depth: Int = 0) -> Bool {
        guard context.model.record(id).kind == .class, !context.roleTable.isDataModel(id), !context.model.isObservable(id),
              context.roleTable.roles(of: id).isDisjoint(with: [.viewModel, .view, .viewController, .coordinator, .router]),
              !context.isViewLike(.declared(id)) else { return false }
        let ancestors = context.model.ancestors(of: id)
        // A stream itself (`ActivityIndicator: SharedSequenceConvertibleType`, a custom `Publisher`): plumbing
        // a ViewModel keeps as it keeps a subject, not a service.
        if ancestors.contains(where: { symbol in
            switch symbol {
            case .external(_, let name), .unresolved(let name): StreamSyntax.streamProtocols.contains(name)
            case .declared(let other): StreamSyntax.streamProtocols.contains(context.model.record(other).name)
            case .genericParameter: false
            }
        }) { return false }
        return doesServiceWork(id, context, depth: depth)
    }

    /// Whether a class's code does a service's work (the tests after `isService`'s role guards): it declares
    /// methods and answers later, holds a service, or reaches the network or storage (a stored handle, or a
    /// framework's shared one in its code: `UserDefaults.standard` — review r17 #8). A class injected into
    /// ViewModels that does none of it (a synchronous collection helper) is no dependency to replace (VM014).
    static func doesServiceWork(_ id: DeclID, _ context: RuleContext, depth: Int = 0) -> Bool {
        let ancestors = context.model.ancestors(of: id)
        let lineage = [id] + ancestors.compactMap(\.declaration)
        let traits = lineage.reduce(into: TypeTraits()) { $0.formUnion(context.model.mergedTraits($1)) }
        guard traits.contains(.declaresMethods) else { return false }
        if traits.contains(.answersLater) || traits.contains(.reachesIO) { return true }
        for holder in lineage {
            for part in context.model.parts(of: holder) {
                for member in part.declaration.storedMembers where !member.isStatic {
                    if member.typeNames.contains(where: ioTypes.contains) || member.typePath?.last.map(ioTypes.contains) == true { return true }
                    guard depth == 0, let path = member.typePath,
                          case .declared(let held) = context.model.finalSymbol(context.model.resolve(path, in: part.scope)), held != id
                    else { continue }
                    let kind = context.model.record(held).kind
                    if kind == .actor { return true }
                    if kind == .class, context.resolver.managerNames.matches(context.model.record(held).name)
                        || context.roleTable.roles(of: held).contains(.manager) || isService(held, context, depth: 1) {
                        return true
                    }
                }
            }
        }
        return false
    }

    /// Framework types through which code reaches the network or storage.
    static let ioTypes: Set<String> = [
        "URLSession", "UserDefaults", "FileManager", "NSPersistentContainer", "NSManagedObjectContext", "Realm",
        "Keychain", "KeychainWrapper", "Firestore", "DatabaseReference", "CKContainer", "CKDatabase",
    ]
}

/// The names of the types and files `keel migrate` generates for one feature.
struct FeatureNames: Equatable {
    /// `Inbox` for `InboxViewModel` (or `InboxScreen` when `InboxViewModel`,
    /// `InboxView`, … already exist in the tree).
    var base: String
    /// Whether the ViewModel is a protocol + `…Impl` (the Location Permission shape).
    var usesProtocol: Bool
    var usesStateManager: Bool

    var viewModelProtocol: String { base + "ViewModel" }
    /// The concrete ViewModel class.
    var viewModel: String { usesProtocol ? base + "ViewModelImpl" : base + "ViewModel" }
    var view: String { base + "View" }
    var assembly: String { base + "Assembly" }
    var stateManaging: String { base + "StateManaging" }
    var stateManager: String { base + "StateManager" }
    var tests: String { base + "EquivalenceTests" }
    /// The struct of injected factories for the child ViewModels the legacy one built.
    var childFactories: String { base + "ChildFactories" }

    /// Every type name the feature declares.
    var declaredTypes: [String] {
        var names = [viewModel, view, assembly, tests, childFactories]
        if usesProtocol { names.append(viewModelProtocol) }
        if usesStateManager { names += [stateManaging, stateManager] }
        return names
    }

    /// `InboxViewModel` → `Inbox`; `LoginViewModelImpl` → `Login`.
    static func legacyBase(_ name: String) -> String {
        for suffix in ["ViewModelImpl", "ViewModelImp", "ViewModel", "Impl", "VM"] where name.hasSuffix(suffix) && name.count > suffix.count {
            return String(name.dropLast(suffix.count))
        }
        return name
    }

    /// Names for `legacyName`, avoiding every name the tree already declares:
    /// `Inbox…`, else `InboxScreen…`, else `InboxScreen2…`.
    static func choose(for legacyName: String, requested: String?, usesProtocol: Bool, usesStateManager: Bool,
                       isTaken: (String) -> Bool) -> FeatureNames {
        let base = requested ?? legacyBase(legacyName)
        var candidate = FeatureNames(base: base, usesProtocol: usesProtocol, usesStateManager: usesStateManager)
        guard requested == nil else { return candidate }
        var attempt = 0
        while candidate.declaredTypes.contains(where: isTaken) {
            attempt += 1
            candidate.base = base + "Screen" + (attempt > 1 ? String(attempt) : "")
        }
        return candidate
    }
}

/// Identifier spelling helpers.
enum Spelling {
    static func capitalized(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    static func lowercasedFirst(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.lowercased() + name.dropFirst()
    }

    /// A type name as a property name, a leading acronym lowercased as a whole:
    /// `WifiManager` → `wifiManager`, `WSNet` → `wsNet`, `URLSession` → `urlSession`, `API` → `api`.
    static func propertyName(ofType name: String) -> String {
        let characters = Array(name)
        var upper = 0
        while upper < characters.count, characters[upper].isUppercase { upper += 1 }
        guard upper > 1 else { return lowercasedFirst(name) }
        // The last capital of a run followed by a lower-case letter starts the next word.
        let acronym = upper < characters.count ? upper - 1 : upper
        return String(characters[..<acronym]).lowercased() + String(characters[acronym...])
    }

    /// `refreshTrigger` → `Refresh Trigger` (button titles).
    static func words(_ name: String) -> String {
        var result = ""
        for (i, c) in name.enumerated() {
            if c.isUppercase, i > 0 { result.append(" ") }
            result.append(i == 0 ? Character(c.uppercased()) : c)
        }
        return result
    }
}

/// The evidence, beyond names, that a type plays a role: what its members
/// do. Roles come from what a type does — a `…Router` enum of network
/// endpoints is not a route enum, a `…Coordinator` that stores session tokens
/// is not a navigation coordinator.
enum RoleEvidence {
    /// Calls that navigate (UIKit presentation and navigation-stack calls).
    static let navigationCalls: Set<String> = [
        "present", "pushViewController", "popViewController", "popToRootViewController", "popToViewController",
        "setViewControllers", "presentViewModally", "performSegue", "showDetailViewController", "dismiss",
        "setRootViewController", "makeKeyAndVisible",
    ]

    /// Stored properties a navigating type holds (by name or type).
    static let navigationPropertyNames: Set<String> = [
        "navigationController", "childCoordinators", "children", "rootViewController", "window", "tabBarController",
        "presentingViewController", "router",
    ]
    static let navigationPropertyTypes: Set<String> = [
        "UINavigationController", "UIWindow", "UITabBarController", "UIViewController", "NavigationPath",
    ]

    /// Method names that mean a type runs navigation: `start()`, `finish()`,
    /// and verbs that open screens.
    ///
    /// A name that tells of an event rather than commands a screen is none: one ending in a past participle
    /// (`pushNotificationToggled`, `showBalanceChanged` — what happened to a switch or a value), and push
    /// *notifications* (`pushNotificationSettings()`), a system service, not a navigation stack.
    static func isNavigationMethod(_ name: String) -> Bool {
        if let ascii = name.utf8.withContiguousStorageIfAvailable(isNavigationMethodASCII), let ascii { return ascii }
        if name == "start" || name == "finish" { return true }
        if eventSuffixes.contains(where: name.hasSuffix) || name.hasPrefix("pushNotification") { return false }
        for prefix in ["show", "present", "push", "pop", "navigate", "route", "dismiss", "goTo"] where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            if rest.isEmpty || rest.first?.isUppercase == true { return true }
        }
        // Screen factories: `makeProductListView()`, `makeDetailViewController()`.
        return name.hasPrefix("make") && (name.hasSuffix("View") || name.hasSuffix("ViewController") || name.hasSuffix("Screen"))
    }

    private static let navigationPrefixes = ["show", "present", "push", "pop", "navigate", "route", "dismiss", "goTo"].map { Array($0.utf8) }
    private static let screenSuffixes = ["View", "ViewController", "Screen"].map { Array($0.utf8) }

    /// `isNavigationMethod` on an ASCII name's bytes (most names; where
    /// bytes are characters), nil for any other name.
    private static func isNavigationMethodASCII(_ name: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard name.allSatisfy({ $0 < 0x80 }) else { return nil }
        func hasPrefix(_ prefix: [UInt8]) -> Bool { name.count >= prefix.count && name.prefix(prefix.count).elementsEqual(prefix) }
        func hasSuffix(_ suffix: [UInt8]) -> Bool { name.count >= suffix.count && name.suffix(suffix.count).elementsEqual(suffix) }
        if name.elementsEqual("start".utf8) || name.elementsEqual("finish".utf8) { return true }
        if eventSuffixBytes.contains(where: hasSuffix) || hasPrefix(pushNotificationPrefix) { return false }
        for prefix in navigationPrefixes where hasPrefix(prefix) {
            if name.count == prefix.count || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(name[prefix.count]) { return true }
        }
        return hasPrefix(makePrefix) && screenSuffixes.contains(where: hasSuffix)
    }

    private static let makePrefix = Array("make".utf8)
    /// Past participles that end an event's name (`…Toggled`, `…Changed`), not a command's.
    private static let eventSuffixes = ["Toggled", "Changed"]
    private static let eventSuffixBytes = eventSuffixes.map { Array($0.utf8) }
    private static let pushNotificationPrefix = Array("pushNotification".utf8)

    /// Members that describe a network request (a network router's API).
    static let requestMemberNames: Set<String> = [
        "path", "method", "httpMethod", "baseURL", "urlRequest", "asURLRequest", "endpoint", "procedure", "headers",
        "httpHeaders", "parameters", "queryItems", "encoding", "sampleData", "task", "kwargs", "args", "httpBody",
    ]
    /// Request protocols (Alamofire, Moya and the usual home-made names).
    static let requestProtocols: Set<String> = [
        "URLRequestConvertible", "TargetType", "Endpoint", "EndpointType", "APIRequest", "Requestable", "NetworkRequest",
        "APIEndpoint", "Request", "RequestConvertible",
    ]

    /// Types whose stored instances publish state to observers (Combine and
    /// RxSwift subjects, relays, drivers).
    static let publishingTypes: Set<String> = KnownTypes.combineSubjects.union(KnownTypes.rxSubjects)
        .union(["Driver", "Signal", "AnyPublisher", "Observable"])
    private static let publishingTypeSet = NameSet(publishingTypes)

    /// The name sets above, for byte-level lookups per fact (no hashing).
    private static let navigationCallSet = NameSet(navigationCalls)
    private static let navigationPropertyNameSet = NameSet(navigationPropertyNames)
    private static let navigationPropertyTypeSet = NameSet(navigationPropertyTypes)
    private static let requestMemberNameSet = NameSet(requestMemberNames)

    /// Traits of every unit of a file, from its facts (index-aligned with `facts.units`).
    static func traits(_ facts: FileFacts) -> [TypeTraits] {
        let uiLayer = facts.imports.contains { $0.module == "UIKit" || $0.module == "SwiftUI" || $0.module == "AppKit" }
        var traits = [TypeTraits](repeating: uiLayer ? .uiLayer : [], count: facts.units.count)
        // Fields are read in place (`facts.properties[i].names`): copying a
        // whole fact per iteration retains every string and array it holds.
        for i in facts.units.indices where !requestProtocols.isDisjoint(with: facts.units[i].declaration.inherited) {
            traits[i].insert(.describesRequests)
        }
        for i in facts.properties.indices where !facts.properties[i].isStatic {
            let unit = facts.properties[i].unit
            let isComputed = facts.properties[i].isComputed
            let names = facts.properties[i].names
            let typeNames = facts.properties[i].typeNames
            if names.contains("body"), isComputed { traits[unit].insert(.hasBody) }
            if names.contains(where: navigationPropertyNameSet.contains) || typeNames.contains(where: navigationPropertyTypeSet.contains)
                || facts.properties[i].initializerType.map(navigationPropertyTypeSet.contains) == true {
                traits[unit].insert(.navigates)
                traits[unit].insert(.holdsNavigation)
            }
            if !isComputed, facts.properties[i].attributes.contains("Published")
                || typeNames.contains(where: publishingTypeSet.contains)
                || facts.properties[i].initializerType.map(publishingTypeSet.contains) == true {
                traits[unit].insert(.publishesState)
            }
            if names.contains(where: requestMemberNameSet.contains) { traits[unit].insert(.describesRequests) }
            if !isComputed, typeNames.contains("WKWebView") || facts.properties[i].typeName == "WKWebView" {
                traits[unit].insert(.drivesWebView)
            }
        }
        for i in facts.calls.indices where facts.calls[i].name == "resolve" && !facts.calls[i].isConstructor {
            if let unit = facts.calls[i].unit { traits[unit].insert(.resolvesFromContainer) }
        }
        // `objectWillChange.send()` on its own publisher (not a child's `child.objectWillChange.send()`).
        for i in facts.calls.indices where facts.calls[i].name == "send" && !facts.calls[i].isConstructor {
            guard let unit = facts.calls[i].unit, facts.calls[i].receiverNames == ["objectWillChange"] else { continue }
            traits[unit].insert(.publishesByHand)
        }
        insertChildForwarding(facts, into: &traits)
        for access in facts.staticAccesses where !access.inDefaultArgument {
            guard let unit = access.unit else { continue }
            let spelled = "\(access.base).\(access.member)"
            if ioHandles.contains(spelled) { traits[unit].insert(.reachesIO) }
            guard sharedMembers.contains(access.member), access.base != facts.units[unit].name,
                  // A system singleton (`UIApplication.shared`) is no dependency the type reaches (review r17 #10).
                  !systemSingletons.contains(spelled) else { continue }
            traits[unit].insert(.reachesShared)
        }
        for i in facts.functions.indices where !facts.functions[i].isStatic {
            let name = facts.functions[i].name
            let unit = facts.functions[i].unit
            if isNavigationMethod(name) { traits[unit].insert(.navigates) }
            if name == "transform" { traits[unit].insert(.transformsInput) }
            // `hash(into: inout Hasher)` is how a value is hashed (a `Hashable` witness), not behaviour a view calls.
            let hashes = name == "hash" && facts.functions[i].parameterTypes == ["Hasher"]
            if name != "init", name != "deinit", !hashes {
                traits[unit].insert(.declaresMethods)
                if facts.functions[i].isAsync || facts.functions[i].takesCallback
                    || (!facts.functions[i].takesStream && facts.functions[i].returnPath?.last.map(StreamSyntax.isStreamType) == true) {
                    traits[unit].insert(.answersLater)
                }
            }
            if requestMemberNameSet.contains(name) { traits[unit].insert(.describesRequests) }
        }
        for i in facts.calls.indices where !facts.calls[i].isConstructor && navigationCallSet.contains(facts.calls[i].name) {
            if let unit = facts.calls[i].unit {
                traits[unit].insert(.navigates)
                traits[unit].insert(.callsNavigation)
            }
        }
        return traits
    }

    /// `parentWillChange?.send()` in a sink on a child's publisher, `parentWillChange` a stored `ObservableObjectPublisher`
    /// of the sending type declared in the file (`TypeTraits.forwardsChildrenIntoKeptPublisher`).
    private static func insertChildForwarding(_ facts: FileFacts, into traits: inout [TypeTraits]) {
        var kept: [String: Set<String>] = [:]   // type name → its stored ObservableObjectPublisher names
        for property in facts.properties where !property.isStatic && !property.isComputed && property.typeName == "ObservableObjectPublisher" {
            kept[facts.units[property.unit].name, default: []].formUnion(property.names)
        }
        guard !kept.isEmpty else { return }
        for call in facts.calls where call.name == "send" && !call.isConstructor {
            guard let unit = call.unit, let sink = call.enclosingCall, facts.calls[sink].name == "sink",
                  facts.calls[sink].subscribedObject != nil, call.receiverNames.count == 1, let name = call.receiverNames.first,
                  kept[facts.units[unit].name]?.contains(name) == true else { continue }
            traits[unit].insert(.forwardsChildrenIntoKeptPublisher)
        }
    }

    /// Static members that always name a shared instance (GlobalDependencies' singletons).
    static let sharedMembers: Set<String> = ["shared", "sharedInstance", "instance"]
    /// The default allow-list's singletons (the index is built before a configuration is read).
    static let systemSingletons = Set(RolePatterns.defaultAllowedSingletons)
    /// Frameworks' shared handles to storage and the network (`TypeTraits.reachesIO`).
    static let ioHandles: Set<String> = [
        "UserDefaults.standard", "FileManager.default", "URLSession.shared", "NSUbiquitousKeyValueStore.default",
        "Firestore.firestore", "Database.database",
    ]

    /// Last words of a route enum's name.
    static let routeNames = ["Route", "Destination", "Screen", "Scene"]

    /// Whether an enum's name says it is a place to go: its last word is one
    /// of `routeNames` (`SheetDestination`, `AppRoute`, `RouteID`), not a
    /// word in the middle (`HomeScreenViewModelAction` is an action).
    static func namesNavigationState(_ name: String) -> Bool {
        // Bytes, not Foundation's `contains` (which bridges to `NSString`: 2 % of a cold audit, from the index).
        guard routeNames.contains(where: { name.containsBytes($0) }) else { return false }
        var words = name.camelCaseWords
        if let last = words.last, ["ID", "Id", "Type", "Kind"].contains(last), words.count > 1 { words.removeLast() }
        guard let last = words.last else { return false }
        return routeNames.contains(last) || routeNames.contains { last == $0 + "s" }
    }

    /// A stored stream (`PassthroughSubject<Action, Never>`, `PublishRelay<…>`)
    /// carries events, not navigation state.
    static func isStream(_ typePath: [String]?) -> Bool {
        guard let last = typePath?.last else { return false }
        return ["Subject", "Relay", "Publisher", "Observable", "Stream"].contains { last.hasSuffix($0) }
    }
}

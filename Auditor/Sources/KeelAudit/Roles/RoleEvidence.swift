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
    static func isNavigationMethod(_ name: String) -> Bool {
        if let ascii = name.utf8.withContiguousStorageIfAvailable(isNavigationMethodASCII), let ascii { return ascii }
        if name == "start" || name == "finish" { return true }
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
        for prefix in navigationPrefixes where hasPrefix(prefix) {
            if name.count == prefix.count || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(name[prefix.count]) { return true }
        }
        return hasPrefix(makePrefix) && screenSuffixes.contains(where: hasSuffix)
    }

    private static let makePrefix = Array("make".utf8)

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

    /// The name sets above, for byte-level lookups per fact (no hashing).
    private static let navigationCallSet = NameSet(navigationCalls)
    private static let navigationPropertyNameSet = NameSet(navigationPropertyNames)
    private static let navigationPropertyTypeSet = NameSet(navigationPropertyTypes)
    private static let requestMemberNameSet = NameSet(requestMemberNames)

    /// Traits of every unit of a file, from its facts (index-aligned with `facts.units`).
    static func traits(_ facts: FileFacts) -> [TypeTraits] {
        let uiLayer = facts.imports.contains { $0.module == "UIKit" || $0.module == "SwiftUI" || $0.module == "AppKit" }
        var traits = [TypeTraits](repeating: uiLayer ? .uiLayer : [], count: facts.units.count)
        for (i, unit) in facts.units.enumerated() where !requestProtocols.isDisjoint(with: unit.declaration.inherited) {
            traits[i].insert(.describesRequests)
        }
        for property in facts.properties where !property.isStatic {
            if property.names.contains("body"), property.isComputed { traits[property.unit].insert(.hasBody) }
            if property.names.contains(where: navigationPropertyNameSet.contains)
                || property.typeNames.contains(where: navigationPropertyTypeSet.contains) {
                traits[property.unit].insert(.navigates)
            }
            if property.names.contains(where: requestMemberNameSet.contains) { traits[property.unit].insert(.describesRequests) }
            if !property.isComputed, property.typeNames.contains("WKWebView") || property.typeName == "WKWebView" {
                traits[property.unit].insert(.drivesWebView)
            }
        }
        for function in facts.functions where !function.isStatic {
            if isNavigationMethod(function.name) { traits[function.unit].insert(.navigates) }
            if requestMemberNameSet.contains(function.name) { traits[function.unit].insert(.describesRequests) }
        }
        for call in facts.calls where !call.isConstructor && navigationCallSet.contains(call.name) {
            if let unit = call.unit { traits[unit].insert(.navigates) }
        }
        return traits
    }
}

@_spi(RawSyntax) import SwiftSyntax

/// What a method's body does to what is on screen, as far as its own syntax
/// says: it navigates itself (pushes, presents, dismisses, pops, sets view
/// controllers or a navigation path, starts a child flow), it hands the
/// question to other methods (`forwards`, followed through the semantic model
/// across files — `RuleContext.screenEffect(of:method:labels:)`), or it does
/// something nothing in the tree can follow (`opaque`: a closure property
/// called, a call on a parameter). A body with none of these changes no screen:
/// hiding the tab bar, removing a child from the parent's list, starting an
/// activity indicator.
package struct ScreenMethod: Sendable, Codable, Hashable {
    package var name: String
    /// External argument labels, `_` for none.
    package var labels: [String]
    package var navigates = false
    package var opaque = false
    package var forwards: [ScreenForward] = []
    /// The type's own stored names the body assigns (`mailViewModel = …`, `self.child = …`): in an
    /// observable navigator, setting the state its view presents is navigation (`RuleContext.screenEffect`).
    package var writes: [String] = []
    /// Locals bound to a type in the body (`guard let parent = parent as? TabCoordinator`).
    package var locals: [String: [String]] = [:]
}

/// A call whose effect on the screen is the callee's: a method of the type
/// itself (`path` empty), of a stored property (`path`), or of a type (`typePath`).
package struct ScreenForward: Sendable, Codable, Hashable {
    package var path: [String]
    package var typePath: [String]?
    package var name: String
    package var labels: [String]
}

/// Reading navigation from a method body's calls and assignments.
enum ScreenSyntax {
    /// Calls that change what is on screen whatever they are called on.
    static let navigationCalls: Set<String> = [
        "pushViewController", "popViewController", "popToRootViewController", "popToViewController", "present", "dismiss",
        "show", "showDetailViewController", "performSegue", "setViewControllers", "makeKeyAndVisible", "setRootViewController",
        "navigate", "routeTo", "presentViewModally", "start", "coordinate", "open", "push", "pop", "popToRoot", "select",
    ]
    /// Prefixes of method names that show, present or leave a screen.
    static let navigationPrefixes = ["show", "present", "push", "pop", "navigate", "route", "dismiss", "goTo", "open"]
    /// Calls that change a collection: navigation when the collection is a navigation stack.
    static let collectionMutators: Set<String> = [
        "append", "removeLast", "popLast", "removeAll", "removeFirst", "remove", "insert", "removeSubrange", "replaceSubrange",
    ]
    /// Calls that run a closure (visited as part of the body) and nothing else.
    static let transparentCalls: Set<String> = ["async", "asyncAfter", "sync", "animate", "run", "perform", "transition"]

    static func namesNavigation(_ name: String) -> Bool {
        navigationCalls.contains(name) || navigationPrefixes.contains(where: { name.hasPrefix($0) })
    }

    /// A stored name holding a navigation stack, a selected tab or route state.
    ///
    /// Asked of every assignment's target in every method, so it compares
    /// bytes with ASCII case folded: `lowercased().contains(…)` bridges to
    /// `NSString` on Linux and cost 18 % of a cold audit (round 16). A name
    /// with a non-ASCII byte takes the Unicode path, whose lowercasing can
    /// turn a non-ASCII letter (the Kelvin sign) into one of these words.
    static func namesNavigationState(_ name: String) -> Bool {
        if ["viewControllers", "rootViewController", "selectedIndex", "selectedViewController", "selectedTab"].contains(name) { return true }
        guard name.utf8.allSatisfy({ $0 < 0x80 }) else { return namesNavigationStateUnicode(name) }
        let bytes = name.utf8
        let endsInPath = bytes.count >= 4 && zip(bytes.suffix(4), "path".utf8).allSatisfy { $0 | 0x20 == $1 }
        return endsInPath || name.containsBytes("route", caseInsensitive: true) || name.containsBytes("destination", caseInsensitive: true)
            || name.containsBytes("stack", caseInsensitive: true) || name.containsBytes("sheet", caseInsensitive: true)
            || name.containsBytes("screen", caseInsensitive: true)
    }

    /// `namesNavigationState` for a name with non-ASCII characters: the
    /// words searched in its Unicode lowercasing.
    static func namesNavigationStateUnicode(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasSuffix("path") || ["route", "destination", "stack", "sheet", "screen"].contains { lower.contains($0) }
    }

    /// Records a call of the body into `method`.
    static func record(_ call: RawFunctionCallExprSyntax, isLocal: (String) -> Bool, into method: inout ScreenMethod) {
        guard !method.navigates else { return }
        var callee = call.calledExpression
        if let spec = callee.as(RawGenericSpecializationExprSyntax.self) { callee = spec.expression }
        let labels = StreamSyntax.labels(call)
        if let ref = callee.as(RawDeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            if ref.baseName.tokenText.isCapitalized { return }   // a construction
            if namesNavigation(name) { method.navigates = true; return }
            if isLocal(name) { method.opaque = true; return }     // a closure parameter or local called
            method.forwards.append(ScreenForward(path: [], typePath: nil, name: name, labels: labels))
            return
        }
        guard let member = callee.as(RawMemberAccessExprSyntax.self) else { method.opaque = true; return }
        let name = member.declName.baseName.text
        if SyntaxHelpers.constructorName(member) != nil || member.base == nil { return }   // `Foo.init(…)`, `.init(…)`, `.some(…)`
        var links = SyntaxHelpers.receiverLinks(member.base).map(SyntaxHelpers.withoutOptionalMarks)
        if links.first == "self" { links.removeFirst() }
        if collectionMutators.contains(name), !links.isEmpty {
            // `path.append(route)` moves a navigation stack; `parent?.children.popLast()` is housekeeping.
            if let last = links.last, namesNavigationState(last) { method.navigates = true }
            return
        }
        if namesNavigation(name) { method.navigates = true; return }
        guard let root = links.first, root != "?", !links.contains(where: { $0.hasSuffix("()") }) else {
            method.opaque = true
            return
        }
        if links.isEmpty { method.forwards.append(ScreenForward(path: [], typePath: nil, name: name, labels: labels)); return }
        // Screen work on a UIKit object (`navigationController?.addIndicatorView()`, `tabBar.isHidden`): VM006's, no navigation.
        if SyntaxHelpers.screenObjects.contains(root) { return }
        if root.first?.isUppercase == true {
            if transparentCalls.contains(name) { return }
            if links.count == 1 { method.forwards.append(ScreenForward(path: [], typePath: [root], name: name, labels: labels)) } else { method.opaque = true }
            return
        }
        if let type = method.locals[root] {
            if links.count == 1 { method.forwards.append(ScreenForward(path: [], typePath: type, name: name, labels: labels)) } else { method.opaque = true }
            return
        }
        if isLocal(root) { method.opaque = true; return }
        method.forwards.append(ScreenForward(path: links, typePath: nil, name: name, labels: labels))
    }

    /// Records an assignment's target: a navigation stack, a selected tab or route state set.
    static func recordAssignment(_ lhs: RawExprSyntax, isLocal: (String) -> Bool, into method: inout ScreenMethod) {
        let last: String?
        var own: String?
        if let member = lhs.as(RawMemberAccessExprSyntax.self) {
            last = member.declName.baseName.text
            if let base = member.base?.as(RawDeclReferenceExprSyntax.self), base.baseName.isKeyword("self") { own = last }
        } else if let ref = lhs.as(RawDeclReferenceExprSyntax.self) {
            last = ref.baseName.text
            if let last, !isLocal(last) { own = last }
        } else {
            last = nil
        }
        if let last, namesNavigationState(last) { method.navigates = true; return }
        if let own, !method.writes.contains(own) { method.writes.append(own) }
    }
}

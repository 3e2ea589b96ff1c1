/// VM005 — SwiftUI types used inside a ViewModel.
struct SwiftUITypesRule: Rule {
    let info = RuleInfo(
        id: "VM005",
        name: "viewmodel-swiftui-types",
        summary: "ViewModels must not use SwiftUI types (Color, Image, Font, Binding, AnyView, …).",
        rationale: "SwiftUI MVVM Team Guidelines › Things to AVOID in ViewModels › 1. Never Import SwiftUI in ViewModels (\"@Published var color: Color = .blue  // SwiftUI type\" → \"Use primitive types\"): UI types in a ViewModel tie it to one UI framework and make it untestable without SwiftUI. The ViewModel's API includes the state struct it declares and stores (`struct State { var scheme: ColorScheme? }`) and the enum it declares and its methods take (`func send(_ intent: Intent)`, `case setScheme(ColorScheme?)`): a view hands it SwiftUI's value through them. Names the tree declares itself (an app model called Image) are not SwiftUI's. One finding per member and type: a `Binding` a member is declared as and built in its getter (`var name: Binding<String> { Binding(get: …, set: …) }`, `var tint: Color { Color.red }`) is one violation, the construction its related place. `@ObservedObject` or `@StateObject` on a member is a property wrapper, not a SwiftUI value the ViewModel exposes: ST001 reports holding an object that way in a class, so VM005 does not.",
        severity: .warning,
        appliesTo: .viewModels,
        fixable: .manual("the ViewModel exposes a plain value the View maps"),
        howToFix: "Publish plain values — a colour hex string or a semantic enum (`.warning`), an image name, a `String` — and map them to `Color`, `Image`, `Font` in the View.",
        triggering: [
            RuleExample("""
            @MainActor
            final class BadViewModel: ObservableObject {
                @Published private(set) var color: ↓Color = .blue
            }
            """),
            RuleExample("""
            @MainActor
            final class BadViewModel: ObservableObject {
                func icon() -> ↓Image { Image(systemName: "star") }
                var tint: ↓SwiftUI.Color { Color.red }
                func badge() -> String { _ = ↓Color.red; return "" }
            }
            """),
            RuleExample("""
            import SwiftUI
            @MainActor @Observable
            final class DashboardViewModel {
                private(set) var locked = false
                func setPhase(with phase: ↓ScenePhase) { locked = phase == .background }
            }
            """),
            RuleExample("""
            import SwiftUI
            @MainActor @Observable
            final class StreamingViewModel {
                struct State {
                    var isLive = false
                    var scheme: ↓ColorScheme?
                }
                private(set) var state = State()
            }
            """),
            RuleExample("""
            import SwiftUI
            @MainActor @Observable
            final class PlayerViewModel {
                enum Intent {
                    case play
                    case ↓setScheme(ColorScheme?)
                }
                private(set) var isPlaying = false
                func send(_ intent: Intent) { if case .play = intent { isPlaying = true } }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            @MainActor
            final class GoodViewModel: ObservableObject {
                @Published private(set) var colorHex: String = "#0000FF"
            }
            """),
            RuleExample("""
            struct Image: Equatable { let url: String }
            @MainActor
            final class GalleryViewModel: ObservableObject {
                @Published private(set) var images: [Image] = []
            }
            """),
            RuleExample("""
            struct Badge: View {
                var body: some View { Image(systemName: "star").foregroundColor(Color.red) }
            }
            """),
        ]
    )

    func check(_ context: RuleContext) -> [RawFinding] {
        var result: [RawFinding] = []
        func isSwiftUI(_ name: String) -> Bool { KnownTypes.swiftUITypes.contains(name) && !context.isOwnType(name) }
        // A state struct the ViewModel declares and stores (`struct State { var scheme: ColorScheme? }`,
        // `var state = State()`) is the ViewModel's published state, field by field.
        // The member each type mention is in: a `Binding` built in the getter of a member declared
        // `Binding` is that member's violation (a related place), not a second one.
        let members = MemberSpans(context.facts)
        var declared: [String: Int] = [:]
        // One member is one violation (`@ViewBuilder func makeView() -> some View { … Image(…) }`: the member
        // builds UI, wherever its SwiftUI names are): the first mention reports, the others are related places.
        func add(_ offset: Int, _ name: String, _ owner: Int, _ text: String? = nil) {
            if let member = members.member(containing: offset) {
                if let first = declared["\(owner)#\(member)"] {
                    result[first].related.append(offset)
                    return
                }
                declared["\(owner)#\(member)"] = result.count
            }
            result.append(text.map { finding(context, at: offset, $0, snippet: name, unit: owner) } ?? message(context, offset, name, owner))
        }
        for ref in context.facts.typeRefs {
            guard ref.module == "SwiftUI" || (ref.module == nil && isSwiftUI(ref.name)) else { continue }
            // `@ObservedObject var parent: ParentViewModel`: a property wrapper on a member, not a SwiftUI value the
            // ViewModel exposes — ST001 reports holding an object that way in a class.
            if Self.objectWrappers.contains(ref.name) { continue }
            guard let owner = context.owner(of: ref.unit, role: .viewModel) ?? context.viewModelStoring(nested: ref.unit) else { continue }
            add(ref.offset, ref.name, owner)
        }
        // So is an enum it declares and its methods take (`func send(_ intent: Intent)` with
        // `case setScheme(ColorScheme?)`): what a view sends it is its API, case by case.
        var takers: [Int: Int?] = [:]
        for c in context.facts.enumCases where c.hasParameters {
            guard let unit = c.unit else { continue }
            if takers[unit] == nil { takers[unit] = .some(context.viewModelTaking(nested: unit)) }
            guard let owner = takers[unit] ?? nil else { continue }
            for path in c.payloadPaths where !path.isEmpty {
                let swiftUI: String?
                switch context.model.finalSymbol(context.resolve(path, unit: unit, offset: c.offset)) {
                case .external("SwiftUI", let name): swiftUI = name
                case .external("?", let name), .unresolved(let name): swiftUI = isSwiftUI(name) ? name : nil
                default: swiftUI = nil
                }
                if let name = swiftUI { result.append(message(context, c.offset, name, owner)) }
            }
        }
        for access in context.facts.staticAccesses {
            guard let owner = context.owner(of: access.unit, role: .viewModel), isSwiftUI(access.base) else { continue }
            add(access.offset, access.base, owner)
        }
        let calls = context.facts.calls
        for index in calls.indices {
            let call = calls[index]
            if call.isConstructor {
                guard let owner = context.owner(of: call.unit, role: .viewModel), isSwiftUI(call.name) else { continue }
                add(call.offset, call.name, owner)
            } else if Self.animationCalls.contains(call.name), call.base == nil,
                      let owner = context.owner(of: call.unit, role: .viewModel) {
                // `withAnimation(.easeInOut) { items = … }`: the ViewModel decides how the change looks.
                add(call.nameOffset, call.name, owner,
                    "ViewModel animates its state change with SwiftUI's \(call.name); change the state plainly and let the View animate it (`.animation(_:value:)`).")
            }
        }
        return result.sorted { $0.offset < $1.offset }
    }

    /// SwiftUI's free functions that animate a state change.
    static let animationCalls: Set<String> = ["withAnimation", "withTransaction"]
    /// SwiftUI's object wrappers, which ST001 covers in a class.
    static let objectWrappers: Set<String> = ["ObservedObject", "StateObject"]

    var interests: FactInterests { FactInterests(calls: Self.animationCalls) }

    private func message(_ context: RuleContext, _ offset: Int, _ name: String, _ owner: Int) -> RawFinding {
        finding(context, at: offset, "ViewModel uses the SwiftUI type \(name); expose plain values (strings, enums, identifiers) and let the View map them to \(name).", snippet: name, unit: owner)
    }

    func applicableUnits(_ context: RuleContext) -> [Int] { context.primaryUnits(.viewModel) }
}

/// The members of a file (properties, functions, initializers) by where they start: the member a
/// place is in is the last one starting before it.
struct MemberSpans {
    private let starts: [Int]

    init(_ facts: FileFacts) {
        starts = (facts.properties.map(\.offset) + facts.functions.map { $0.declarationStart ?? $0.offset }).sorted()
    }

    /// The start offset of the member `offset` lies in, nil before the first one.
    func member(containing offset: Int) -> Int? {
        var low = 0, high = starts.count
        while low < high {
            let mid = (low + high) / 2
            if starts[mid] <= offset { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? nil : starts[low - 1]
    }
}

import Foundation
@testable import KeelVerify
import Testing

/// What the migrated files see of the app, as the app's build would (migrate-r12b, found on a
/// keypad ViewModel of an auction kiosk app): a SwiftUI name the generated view qualifies is not the
/// app's homonym; a file that imports a library but not Foundation still sees Foundation; RxOptional's
/// `isNotEmpty` on a `String`. Written from scratch.
@Suite("Skeleton: what the migrated files see", .timeLimit(.minutes(10)))
struct SkeletonVisibilityTests {
    /// The generated view writes `SwiftUI.Button` because the app declares `class Button` (a
    /// `UIButton` subclass of a library keel has no interface for): the app's class is not reached.
    @Test func aNameQualifiedWithAnInterfaceModuleIsNotTheAppsHomonym() {
        let tree = [
            SourceFile(path: "App/Views/Button.swift", text: "import UIKit\nimport FlatButtons\nclass Button: FlatButton {}"),
            SourceFile(path: "App/Views/Title.swift", text: "import UIKit\nclass Title: UILabel {}"),
        ]
        let checked = [SourceFile(path: "Gen.swift", text: """
            import SwiftUI
            struct KeypadView: SwiftUI.View { var body: some SwiftUI.View { SwiftUI.Button("Clear") {} } }
            func title() -> Title { Title() }
            """)]
        let skeleton = AppSkeleton.build(tree: tree, checked: checked, preferredPrefix: "App/")
        #expect(skeleton.files.map(\.path) == ["App/Views/Title.swift"])
        #expect(!skeleton.missingModules.contains("FlatButtons"))
    }

    /// A file whose only import is a library (`import RxOptional` above `extension NSNumber`) compiles
    /// in the app with Foundation's names: its skeleton imports Foundation.
    @Test func aFileImportingOnlyALibrarySeesFoundation() {
        let tree = [SourceFile(path: "App/Extensions.swift", text: "import SomeLibrary\nextension NSNumber { var cents: UInt64 { uint64Value } }")]
        let checked = [SourceFile(path: "Gen.swift", text: "import Foundation\nfunc f(_ n: NSNumber) -> UInt64 { n.cents }")]
        let text = AppSkeleton.build(tree: tree, checked: checked, preferredPrefix: "App/").files.map(\.text).joined()
        #expect(text.contains("import Foundation"), "\(text)")
        // A file that imports Foundation itself is left as it is.
        let own = [SourceFile(path: "App/Extensions.swift", text: "import Foundation\nimport SomeLibrary\nextension NSNumber { var cents: UInt64 { uint64Value } }")]
        let ownText = AppSkeleton.build(tree: own, checked: checked, preferredPrefix: "App/").files.map(\.text).joined()
        #expect(ownText.components(separatedBy: "import Foundation\n").count == 2, "\(ownText)")
    }

    /// The keypad's shape, type-checked: state read with RxOptional's `isNotEmpty` (the generated file
    /// does not import RxOptional; the tree does, and an extension's members are visible module-wide),
    /// an `NSNumber` extension in a file importing only RxOptional, a SwiftUI view beside an app
    /// `Button`, and a test target declaring a global the generated code's names would collide with —
    /// which the migrate command leaves out of the tree (`FeatureLocator.isTestPath`).
    @Test(.enabled(if: hasSwiftc, "needs swiftc")) func theKeypadShapeTypeChecks() async {
        let tree = [
            SourceFile(path: "Kiosk/App/SwiftExtensions.swift", text: "import RxOptional\nextension NSNumber { var currencyValue: UInt64 { uint64Value } }"),
            SourceFile(path: "Kiosk/Views/Button.swift", text: "import UIKit\nimport FlatButtons\nclass Button: FlatButton {}"),
        ]
        let checked = [SourceFile(path: "Gen.swift", text: """
            import Combine
            import Foundation
            import SwiftUI
            @MainActor final class KeypadModel: ObservableObject {
                @Published private(set) var currencyValue: UInt64 = 0
                @Published private(set) var text = ""
                func delete() -> AnyPublisher<Void, Never> {
                    Deferred { [weak self] () -> Empty<Void, Never> in
                        if let self, self.text.isNotEmpty { self.text.removeLast() }
                        return Empty()
                    }.eraseToAnyPublisher()
                }
            }
            struct KeypadView: SwiftUI.View { var body: some SwiftUI.View { SwiftUI.Button("Clear") {} } }
            """)]
        let report = await TypeCheck.checked(TypeCheckInput(tree: tree, checked: checked))
        #expect(report.verdict == .typeChecks, "\(report.summary) \(report.unresolved) \(report.errors) \(report.skeletonErrors)")
    }
}

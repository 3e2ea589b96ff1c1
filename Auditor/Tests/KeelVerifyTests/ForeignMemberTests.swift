import Foundation
@testable import KeelVerify
import Testing

/// A member of a platform type that a module keel has no interface for adds (SwiftDate's
/// `Date.toRelative(since:)`, SwifterSwift's `String.url`): "not proven", naming it — never
/// keel's error. With no such module imported anywhere, nothing else could declare it: an error.
/// Fixtures written for these tests (`DateKit` / `TextKit` stand for such modules).
@Suite("Members from modules keel has no interface for", .timeLimit(.minutes(10)), .enabled(if: hasSwiftc, "needs swiftc"))
struct ForeignMemberTests {
    static func tree(importing module: String?) -> [SourceFile] {
        [
            SourceFile(path: "App/Models/Note.swift", text: """
                import Foundation
                \(module.map { "import \($0)" } ?? "")
                struct Note {
                    let createdAt: Date
                    let link: String?
                    let url: URL?
                }
                """),
        ]
    }

    /// The compiler reports the `nil` argument ("'nil' requires a contextual type"), not the member.
    static let relativeDate = SourceFile(path: "NoteCellViewModel.swift", text: """
        import Foundation
        @MainActor
        final class NoteCellViewModel {
            private(set) var age = ""
            func show(_ note: Note) { age = note.createdAt.toRelative(since: nil) }
        }
        """)

    @Test func aNilArgumentOfAnUnknownMemberFromAForeignModuleIsNotProven() async {
        let report = await TypeCheck.checked(TypeCheckInput(tree: Self.tree(importing: "DateKit"), checked: [Self.relativeDate]))
        #expect(report.verdict == .notProven, "\(report.summary) \(report.errors)")
        // Named once: by the call (`.toRelative(since:)`) or, when the compiler names the member on a later pass, by its type.
        #expect(report.unresolved.keys.filter { $0.contains("toRelative") }.count == 1, "\(report.unresolved)")
        #expect(report.errors.isEmpty, "\(report.errors)")
    }

    @Test func withNoForeignModuleTheNilArgumentIsAnError() async {
        let report = await TypeCheck.checked(TypeCheckInput(tree: Self.tree(importing: nil), checked: [Self.relativeDate]))
        #expect(report.verdict == .fails, "\(report.summary) \(report.unresolved)")
    }

    /// `link?.url`: the tree declares a `url` (a property of `Note`), but not on `String`.
    static let linkURL = SourceFile(path: "NoteViewModel.swift", text: """
        import Foundation
        @MainActor
        final class NoteViewModel {
            private(set) var target: URL?
            func open(_ note: Note) { target = note.link?.url }
        }
        """)

    @Test func aPlatformTypesMemberTheTreeDeclaresElsewhereIsNotProvenWithAForeignModule() async {
        let report = await TypeCheck.checked(TypeCheckInput(tree: Self.tree(importing: "TextKit"), checked: [Self.linkURL]))
        #expect(report.verdict == .notProven, "\(report.summary) \(report.errors)")
        #expect(report.unresolved.keys.contains("String.url"), "\(report.unresolved)")
    }

    @Test func aPlatformTypesMemberTheTreeDeclaresElsewhereIsAnErrorWithoutOne() async {
        let report = await TypeCheck.checked(TypeCheckInput(tree: Self.tree(importing: nil), checked: [Self.linkURL]))
        #expect(report.verdict == .fails, "\(report.summary) \(report.unresolved)")
    }

    /// A member missing on the app's own type is keel's error, whatever the tree imports.
    @Test func aMemberMissingOnTheAppsOwnTypeIsAnError() async {
        let generated = SourceFile(path: "NoteViewModel.swift", text: """
            import Foundation
            @MainActor
            final class NoteViewModel {
                private(set) var title = ""
                func show(_ note: Note) { title = note.title }
            }
            """)
        let report = await TypeCheck.checked(TypeCheckInput(tree: Self.tree(importing: "TextKit"), checked: [generated]))
        #expect(report.verdict == .fails, "\(report.summary) \(report.unresolved)")
    }

    @Test func theCalleeOfANilArgumentIsRead() {
        let text = "let a = b.toRelative(since: nil)\nlet c = f(nil)\n"
        #expect(UnresolvedCallee.member(calledWithNilAt: 1, column: 29, in: text) == .init(member: "toRelative", signature: "toRelative(since:)"))
        #expect(UnresolvedCallee.member(calledWithNilAt: 2, column: 11, in: text) == nil)
        #expect(UnresolvedCallee.member(calledWithNilAt: 1, column: 1, in: text) == nil)
    }
}

/// SwifterSwift's members (keel's interface), visible in every file once one file of the tree
/// imports SwifterSwift — as Swift makes extension members visible module-wide.
@Suite("SwifterSwift interface", .timeLimit(.minutes(10)), .enabled(if: hasSwiftc, "needs swiftc"))
struct SwifterSwiftInterfaceTests {
    static func tree(importing: Bool) -> [SourceFile] {
        [
            SourceFile(path: "App/Managers/Libraries.swift", text: (importing ? "import SwifterSwift\n" : "") + """
                import UIKit
                final class Libraries {
                    static let shared = Libraries()
                    func setUp() {}
                }
                """),
            SourceFile(path: "App/Models/Badge.swift", text: """
                import UIKit
                struct Badge {
                    let sha: String
                    let icon: UIImage
                }
                """),
        ]
    }

    static let generated = SourceFile(path: "BadgeViewModel.swift", text: """
        import UIKit
        @MainActor
        final class BadgeViewModel {
            private(set) var short: String?
            private(set) var image: UIImage?
            private(set) var tint: UIColor?
            func show(_ badge: Badge) {
                short = badge.sha.slicing(from: 0, length: 7)
                image = badge.icon.template.filled(withColor: UIColor.Material.green)
                tint = badge.sha.isEmpty ? UIColor.Material.grey : UIColor.Material.redA700
                tint = UIColor.Material.green900
            }
        }
        """)

    @Test func membersResolveWhenTheTreeImportsSwifterSwiftAnywhere() async {
        let report = await TypeCheck.checked(TypeCheckInput(tree: Self.tree(importing: true), checked: [Self.generated]))
        #expect(report.verdict == .typeChecks, "\(report.summary) \(report.unresolved) \(report.errors) \(report.skeletonErrors)")
    }

    /// Grey has no accents in Material design's palette: `greyA100` is named, not invented.
    @Test func aShadeThePaletteDoesNotHaveIsNamed() async {
        let generated = SourceFile(path: "BadgeViewModel.swift", text: """
            import UIKit
            @MainActor
            final class BadgeViewModel {
                private(set) var tint: UIColor?
                func show() { tint = UIColor.Material.greyA100 }
            }
            """)
        let report = await TypeCheck.checked(TypeCheckInput(tree: Self.tree(importing: true) + [SourceFile(path: "App/Other.swift", text: "import Kingfisher\n")],
                                                            checked: [generated]))
        #expect(report.verdict == .notProven, "\(report.summary) \(report.errors)")
        #expect(report.unresolved.keys.contains("UIColor.Material.greyA100"), "\(report.unresolved)")
    }

    @Test func withoutTheImportTheyAreNamed() async {
        let report = await TypeCheck.checked(TypeCheckInput(tree: Self.tree(importing: false) + [SourceFile(path: "App/Other.swift", text: "import Kingfisher\n")],
                                                            checked: [Self.generated]))
        #expect(report.verdict == .notProven, "\(report.summary) \(report.errors)")
        #expect(report.unresolved.keys.contains("String.slicing"), "\(report.unresolved)")
    }
}

import Foundation
@testable import KeelVerify
import Testing

/// Round 12: what SwiftHub's and Windscribe's generated ViewModels reached that the check
/// reported as keel's own error — a library member read inside a closure, which the compiler
/// reports as another diagnostic (the key-path `map` overload, an optional to unwrap) instead
/// of the member it cannot find, and a platform type's conformance to an app protocol declared
/// in an extension with no members. Fixtures written for these tests.
@Suite("Closure members and platform conformances", .timeLimit(.minutes(10)), .enabled(if: hasSwiftc, "needs swiftc"))
struct ClosureMemberInterfaceTests {
    /// A tree that imports RxOptional and SwifterSwift in one file (as SwiftHub's `LibsManager`),
    /// and a model with optional fields.
    static let tree: [SourceFile] = [
        SourceFile(path: "App/Managers/Libraries.swift", text: """
            import Foundation
            import RxOptional
            import SwifterSwift
            final class Libraries {
                func setUp() {}
            }
            """),
        SourceFile(path: "App/Models/Project.swift", text: """
            import Foundation
            struct Project {
                var homepage: String?
                var openIssues: Int?
                var tags: [String] = []
            }
            """),
    ]

    /// `$0.isNotEmpty` (RxOptional's `Occupiable`) in a three-way `CombineLatest` closure and
    /// `count.string` (SwifterSwift) in a multi-statement `compactMap` after `compactMap { $0 }`:
    /// both resolve, as do SwifterSwift's `URL.queryParameters` and UIKit's `keyWindow` (SwiftHub's
    /// Login reads them); before the interfaces the first two failed as "trailing closure passed to parameter
    /// of type 'KeyPath<…>'" and "value of optional type … must be unwrapped".
    @Test func occupiableAndNumberStringResolveInClosures() async {
        let generated = SourceFile(path: "ProjectViewModel.swift", text: """
            import Combine
            import Foundation
            import UIKit
            @MainActor
            final class ProjectViewModel {
                @Published private(set) var project: Project! = nil
                @Published private(set) var name = ""
                @Published private(set) var token = ""
                @Published private(set) var busy = false
                @Published private(set) var enabled: Bool?
                @Published private(set) var lines: [String]?
                private var cancellables = Set<AnyCancellable>()
                init() {
                    Publishers.CombineLatest3($name, $token, $busy).map { return $0.isNotEmpty && $1.isNotEmpty && !$2 }
                        .sink { [weak self] in self?.enabled = $0 }
                        .store(in: &cancellables)
                    $project.compactMap { $0 }
                        .compactMap { [weak self] (project) -> [String]? in
                            guard self != nil else { return nil }
                            var lines: [String] = []
                            if let homepage = project.homepage, homepage.isNotEmpty { lines.append(homepage) }
                            lines.append(project.openIssues?.string ?? "")
                            if project.tags.isNotEmpty { lines.append(true.string) }
                            return lines
                        }
                        .sink { [weak self] in self?.lines = $0 }
                        .store(in: &cancellables)
                }
                func callback(_ url: URL?) -> UIWindow? {
                    if let code = url?.queryParameters?["code"] { token = code }
                    return UIApplication.shared.keyWindow
                }
            }
            """)
        let report = await TypeCheck.checked(TypeCheckInput(tree: Self.tree, checked: [generated]))
        #expect(report.verdict == .typeChecks, "\(report.summary) \(report.unresolved) \(report.errors) \(report.skeletonErrors)")
    }

    /// `extension UIApplication: OpensLinks {}` — a platform class conforming to the app's
    /// protocol, with no members: kept in the skeleton when the checked files reach both, so
    /// `UIApplication.shared` passes where the protocol is expected.
    @Test func aPlatformTypesConformanceToAnAppProtocolIsKept() async {
        let tree = [
            SourceFile(path: "App/Links.swift", text: """
                import Foundation
                protocol OpensLinks {
                    func canOpenURL(_ url: URL) -> Bool
                }
                protocol LinkChecking {
                    func check(_ text: String, opener: OpensLinks) -> Bool
                }
                """),
            SourceFile(path: "App/Extensions/UIApplication+Links.swift", text: """
                import UIKit
                extension UIApplication: OpensLinks {}
                extension UIView: Comparable {}
                """),
        ]
        let generated = SourceFile(path: "LinkViewModel.swift", text: """
            import UIKit
            @MainActor
            final class LinkViewModel {
                private let checker: LinkChecking
                private(set) var valid = false
                init(checker: LinkChecking) { self.checker = checker }
                func check(_ text: String) { valid = checker.check(text, opener: UIApplication.shared) }
            }
            """)
        let report = await TypeCheck.checked(TypeCheckInput(tree: tree, checked: [generated]))
        #expect(report.verdict == .typeChecks, "\(report.summary) \(report.unresolved) \(report.errors) \(report.skeletonErrors)")
        // A conformance to a protocol the tree does not declare (`Comparable`), of a type the checked files never reach: left out.
        let skeleton = AppSkeleton.build(tree: tree, checked: [generated], preferredPrefix: nil)
        #expect(skeleton.files.map(\.text).joined().contains("extension UIApplication: @preconcurrency OpensLinks"), "\(skeleton.files)")
        #expect(!skeleton.files.map(\.text).joined().contains("extension UIView"), "\(skeleton.files)")
    }

    /// `NEVPNError` as Swift imports Apple's error domain: a struct with a `code` (`NEVPNError.Code`)
    /// and the codes as static members, matched in a `catch`/`case` pattern. The interface declared
    /// an enum, so `error.code` (Windscribe's connection screen logs it) was an unresolved name.
    @Test func anNEVPNErrorHasItsCode() async {
        let tree = [SourceFile(path: "App/VPN/Tunnel.swift", text: """
            import Foundation
            import NetworkExtension
            protocol Tunnel {
                func start() throws
            }
            """)]
        let generated = SourceFile(path: "TunnelViewModel.swift", text: """
            import Foundation
            import NetworkExtension
            @MainActor
            final class TunnelViewModel {
                private let tunnel: Tunnel
                private(set) var message = ""
                init(tunnel: Tunnel) { self.tunnel = tunnel }
                func start() {
                    do {
                        try tunnel.start()
                    } catch NEVPNError.configurationStale {
                        message = "stale"
                    } catch {
                        if let error = error as? NEVPNError, error.code == NEVPNError.Code.configurationInvalid {
                            message = "NEVPNError: \\(error.code) \\(error.errorCode)"
                        }
                    }
                }
            }
            """)
        let report = await TypeCheck.checked(TypeCheckInput(tree: tree, checked: [generated]))
        #expect(report.verdict == .typeChecks, "\(report.summary) \(report.unresolved) \(report.errors) \(report.skeletonErrors)")
    }
}

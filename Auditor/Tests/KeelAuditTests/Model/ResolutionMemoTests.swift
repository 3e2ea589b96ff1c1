import Foundation
import Testing
@testable import KeelAudit

/// The model memoises resolutions (`ResolutionMemo`): a memoised answer must
/// be the one a fresh lookup gives, whatever was asked before — the same name
/// from another scope, another file, or with a generic parameter in scope.
@Suite("Resolution memo: same answers as a fresh lookup", .timeLimit(.minutes(2)))
struct ResolutionMemoTests {
    let files = [
        "Option.swift": "final class Option: ObservableObject {}\nstruct T {}\n",
        "Settings.swift": """
        import SwiftUI
        final class SettingsViewModel {
            typealias Option = Bool
            var flag: Option = false
            struct Inner { var other: Option }
        }
        var global: Option?
        func make<T>(_ value: T) -> T { value }
        let plain: T? = nil
        struct Screen: View { var body: some View { Text("") } }
        """,
        "Other.swift": "private struct Option {}\nlet local: Option? = nil\nlet view: SwiftUI.View? = nil\n",
    ]

    func built() -> (model: SemanticModel, facts: [String: FileFacts]) {
        var facts: [String: FileFacts] = [:]
        var builder = TypeIndex.Builder()
        for path in files.keys.sorted() {
            let collected = FactCollector.collect(SourceInput(path: path, text: files[path] ?? ""), allTypeReferences: true)
            facts[path] = collected
            builder.add(FileIndex(facts: collected))
        }
        return (builder.build(modules: ModuleMap([:])).model, facts)
    }

    /// Every reference of every file, each resolved twice (memo filled, then read) in both alias modes.
    @Test func everyReferenceMatchesAFreshLookup() {
        let (model, facts) = built()
        var checked = 0
        for _ in 0..<2 {
            for path in files.keys.sorted() {
                guard let fileFacts = facts[path], let file = model.file(path) else {
                    Issue.record("no file \(path)")
                    continue
                }
                for ref in fileFacts.typeRefs {
                    let generic = fileFacts.genericScopes.filter { $0.start <= ref.offset && ref.offset < $0.end }.flatMap(\.names)
                    let scope = SemanticModel.Scope(file: file, unit: ref.unit, genericNames: generic)
                    for follow in [true, false] {
                        let memoised = model.resolve(ref.components, in: scope, followAliases: follow)
                        #expect(memoised == model.resolveUnmemoised(ref.components, in: scope, followAliases: follow),
                                "\(path): \(ref.components) follow \(follow)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 20)
    }

    /// The same name asked from different scopes keeps each scope's answer.
    @Test func sameNameDifferentScopesStayApart() {
        let (model, _) = built()
        guard let settings = model.file("Settings.swift"), let other = model.file("Other.swift") else {
            Issue.record("files missing")
            return
        }
        let inClass = model.resolve(["Option"], in: SemanticModel.Scope(file: settings, unit: 0))
        let atFileScope = model.resolve(["Option"], in: SemanticModel.Scope(file: settings, unit: nil))
        let otherFile = model.resolve(["Option"], in: SemanticModel.Scope(file: other, unit: nil))
        #expect(inClass.isExternal("Swift", "Bool"))
        #expect(atFileScope.declaration.map { model.files[model.record($0).file].path } == "Option.swift")
        #expect(otherFile.declaration.map { model.files[model.record($0).file].path } == "Other.swift")
        // Asked again in the opposite order: the same answers.
        #expect(model.resolve(["Option"], in: SemanticModel.Scope(file: other, unit: nil)) == otherFile)
        #expect(model.resolve(["Option"], in: SemanticModel.Scope(file: settings, unit: nil)) == atFileScope)
        #expect(model.resolve(["Option"], in: SemanticModel.Scope(file: settings, unit: 0)) == inClass)
    }

    /// A generic parameter shadows a type only where it is in scope; the memo never hands one scope's answer to the other.
    @Test func genericParametersAreNotMemoisedAcrossScopes() {
        let (model, _) = built()
        guard let settings = model.file("Settings.swift") else {
            Issue.record("file missing")
            return
        }
        let plain = model.resolve(["T"], in: SemanticModel.Scope(file: settings, unit: nil))
        let generic = model.resolve(["T"], in: SemanticModel.Scope(file: settings, unit: nil, genericNames: ["T"]))
        let plainAgain = model.resolve(["T"], in: SemanticModel.Scope(file: settings, unit: nil))
        #expect(plain.declaration != nil)
        if case .genericParameter("T", _, _) = generic {} else { Issue.record("expected the generic parameter, got \(generic)") }
        #expect(plainAgain == plain)
    }
}

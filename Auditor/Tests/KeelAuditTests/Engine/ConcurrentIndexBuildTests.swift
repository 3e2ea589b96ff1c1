@testable import KeelAudit
import Testing

/// The audit builds the semantic model and its role table on one core while
/// the other merges the type index's name tables (`TypeIndex.Builder.build(modules:roles:)`).
/// That index must answer exactly as the one built serially, whose role
/// table is inferred on first use.
@Suite(.timeLimit(.minutes(3))) struct ConcurrentIndexBuildTests {
    @Test func theIndexBuiltOnBothCoresEqualsTheSerialOne() async throws {
        let sources = try SourceCorpus.ruleExamplesAndSampleApp()
        let auditor = Auditor()
        var builder = TypeIndex.Builder()
        for (i, text) in sources.enumerated() {
            builder.add(auditor.index(SourceInput(path: "Module\(i % 5)/File\(i).swift", text: text)))
        }
        let serial = builder.build(modules: .folders)
        let concurrent = await builder.build(modules: .folders, roles: auditor.resolver)

        #expect(concurrent.fingerprint == serial.fingerprint)
        #expect(concurrent.model.declarations.count == serial.model.declarations.count)
        let expected = serial.roleTable(auditor.resolver)
        let table = concurrent.roleTable(auditor.resolver)
        #expect(table.roles == expected.roles)
        #expect(table.reasons == expected.reasons)
        #expect(table.heldBySwiftUI == expected.heldBySwiftUI)
        for i in serial.model.declarations.indices {
            #expect(table.implementers(of: DeclID(i)) == expected.implementers(of: DeclID(i)))
        }
        // Something was inferred: the corpus holds views, ViewModels and coordinators.
        #expect(expected.roles.contains { $0.contains(.viewModel) })
        #expect(expected.roles.contains { $0.contains(.coordinator) })
    }

    /// The role table stored by the concurrent build is the one pass 2
    /// reads: asking again does not infer another.
    @Test func theStoredRoleTableIsTheOneRulesRead() async throws {
        let auditor = Auditor()
        var builder = TypeIndex.Builder()
        builder.add(auditor.index(SourceInput(path: "A/SettingsView.swift", text: """
            import SwiftUI
            final class SettingsModel: ObservableObject {
                @Published var on = false
                func toggle() { on.toggle() }
            }
            struct SettingsView: View {
                @StateObject var model = SettingsModel()
                var body: some View { Text("") }
            }
            """)))
        let index = await builder.build(modules: .folders, roles: auditor.resolver)
        let model = index.model
        let id = try #require(model.declarations(named: "SettingsModel").first)
        #expect(index.roleTable(auditor.resolver).roles(of: id).contains(.viewModel))
        #expect(index.roleTable(auditor.resolver).reasons(of: id).contains { $0.text.contains("SettingsView") })
    }
}

import Foundation
import KeelAudit
@testable import KeelMigrate

/// Paths of the repository the tests read (the legacy fixtures and the
/// committed golden output live in the root package's Tests/).
enum Repository {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = root.appendingPathComponent("Tests/MigrationFixtures")
}

/// One line of Tests/MigrationFixtures/goldens.txt.
struct GoldenEntry: Sendable, CustomTestStringConvertible {
    var typeName: String
    var searchPaths: [String]
    var testDescription: String { typeName }

    static let all: [GoldenEntry] = {
        let text = (try? String(contentsOf: Repository.fixtures.appendingPathComponent("goldens.txt"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return nil }
            let words = trimmed.split(separator: " ").map(String.init)
            return GoldenEntry(typeName: words[0], searchPaths: Array(words.dropFirst()))
        }
    }()

    /// The options the committed goldens were generated with.
    var options: MigrateOptions { options(typeCheck: false) }

    /// With the verification step (swiftc).
    var checkedOptions: MigrateOptions { options(typeCheck: true) }

    func options(typeCheck: Bool) -> MigrateOptions {
        MigrateOptions(typeName: typeName, searchPaths: searchPaths.map { Repository.root.appendingPathComponent($0).path },
                       dryRun: true, extraImports: ["MigrationLegacyFixtures"], module: "MigrationMigratedFixtures", typeCheck: typeCheck)
    }

    /// Where a generated file's golden copy lives.
    static func goldenURL(feature: String, path: String) -> URL {
        if path.hasPrefix("Tests/") {
            return Repository.fixtures.appendingPathComponent("MigratedTests/\(feature)/" + path.dropFirst("Tests/".count))
        }
        return Repository.fixtures.appendingPathComponent("Migrated/\(feature)/\(path)")
    }
}

import Testing

/// A legacy tree in memory.
func migrate(_ sources: [String: String], _ typeName: String) async throws -> MigrationResult {
    let files = sources.keys.sorted().map { SourceInput(path: $0, text: sources[$0] ?? "") }
    return try await Migrator.migrate(MigrationRequest(typeName: typeName), files: files, searched: ["(memory)"])
}

/// The text of the generated ViewModel file.
extension MigrationResult {
    var viewModelText: String { files.first { !$0.path.hasPrefix("Tests/") && $0.path.hasSuffix("ViewModel.swift") }?.text ?? "" }
}

/// A small legacy service every in-memory test can use.
let legacyService = """
import RxSwift
protocol ItemServicing: AnyObject {
    var items: Observable<[String]> { get }
    var status: BehaviorSubject<Bool> { get }
    func load() -> Single<[String]>
}
"""

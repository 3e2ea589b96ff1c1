import Foundation
import KeelAudit
import KeelTestSupport
import SwiftParser
import Testing
@testable import KeelMigrate

/// Mutated legacy input never makes `keel migrate` emit code that does not
/// parse: it either refuses (an error) or generates parseable files (what it
/// cannot translate becomes a TODO). Kept small: debug swift-syntax is slow.
@Suite("migrate: mutated input", .timeLimit(.minutes(10)))
struct MutationTests {
    static let corpus: [(name: String, files: [SourceInput])] = {
        let legacy = Repository.fixtures.appendingPathComponent("Legacy")
        let features = ["Inbox", "SyncStatus", "PlaceSearch", "EditProfile"]
        return features.map { feature in
            let folder = legacy.appendingPathComponent(feature)
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            let files = names.compactMap { name -> SourceInput? in
                guard let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) else { return nil }
                return SourceInput(path: "\(feature)/\(name)", text: text)
            }
            return (feature + "ViewModel", files)
        }
    }()

    @Test func mutatedViewModelsNeverYieldUnparsableOutput() async {
        var generator = SplitMix64(seed: 17)
        var generated = 0
        var refused = 0
        for round in 0..<48 {
            let (name, files) = Self.corpus[round % Self.corpus.count]
            guard let target = files.firstIndex(where: { $0.path.hasSuffix("ViewModel.swift") }) else { continue }
            var bytes = Array(files[target].text.utf8)
            for _ in 0..<Int.random(in: 1...5, using: &generator) {
                guard !bytes.isEmpty else { break }
                let i = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: bytes.remove(at: i)
                case 1: bytes.insert(Array("{}()<>:@.=,?!\n\"$".utf8).randomElement(using: &generator) ?? 32, at: i)
                case 2: bytes.swapAt(i, Int.random(in: 0..<bytes.count, using: &generator))
                default:
                    // Drop a whole line (statements, declarations, braces).
                    let start = bytes[..<i].lastIndex(of: 10).map { $0 + 1 } ?? 0
                    let end = bytes[i...].firstIndex(of: 10) ?? bytes.count
                    bytes.removeSubrange(start..<end)
                }
            }
            var mutated = files
            mutated[target].text = String(decoding: bytes, as: UTF8.self)
            do {
                let result = try await Migrator.migrate(MigrationRequest(typeName: name), files: mutated, searched: ["fixtures"])
                generated += 1
                for file in result.files {
                    #expect(!Parser.parse(source: file.text).hasError, "round \(round): \(file.path) does not parse")
                }
            } catch is MigrateError {
                refused += 1
            } catch {
                Issue.record("round \(round): unexpected error \(error)")
            }
        }
        #expect(generated > 0)
        #expect(generated + refused == 48)
    }
}


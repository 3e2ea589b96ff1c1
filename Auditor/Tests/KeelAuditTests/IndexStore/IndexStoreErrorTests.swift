import Foundation
import KeelAudit
import Testing

@Suite("Index store: clear errors, nothing changed", .timeLimit(.minutes(3)))
struct IndexStoreErrorTests {
    @Test func aMissingLibraryNamesWhereItLooked() {
        #expect(throws: IndexStoreError.libraryNotFound(tried: ["/nonexistent/libIndexStore.so"])) {
            try IndexStoreLibrary.load(path: "/nonexistent/libIndexStore.so")
        }
        let message = IndexStoreError.libraryNotFound(tried: ["/a"]).description
        #expect(message.contains("/a") && message.contains("--index-store-lib") && message.contains(IndexStoreLibrary.environmentVariable))
    }

    @Test func aFileThatIsNotALibraryIsUnusable() throws {
        let folder = try TemporaryFolder()
        let fake = folder.path + "/libIndexStore.so"
        try Data("not a library".utf8).write(to: URL(fileURLWithPath: fake))
        do {
            _ = try IndexStoreLibrary.load(path: fake)
            Issue.record("a text file loaded as a library")
        } catch let error as IndexStoreError {
            guard case .libraryUnusable(let path, let reason) = error else { Issue.record("\(error)"); return }
            #expect(path == fake)
            #expect(!reason.isEmpty)
        }
    }

    @Test func theEnvironmentVariableComesFirst() {
        let candidates = IndexStoreLibrary.defaultCandidates(environment: [IndexStoreLibrary.environmentVariable: "/x/lib.so", "PATH": ""])
        #expect(candidates.first == "/x/lib.so")
    }

    @Test func aFolderWithoutAStoreIsAnErrorAndStaysEmpty() throws {
        let folder = try TemporaryFolder()
        #expect(throws: IndexStoreError.self) { try IndexStoreLocation.resolve(folder.path) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        do {
            _ = try IndexStoreLocation.resolve(folder.path + "/missing")
            Issue.record("a missing folder resolved")
        } catch {
            #expect("\(error)".contains("v5/units"))
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/missing"))
    }

    @Test func derivedDataFoldersAreAccepted() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/Index.noindex/DataStore/v5/units", withIntermediateDirectories: true)
        #expect(try IndexStoreLocation.resolve(folder.path) == folder.path + "/Index.noindex/DataStore")
        #expect(try IndexStoreLocation.resolve(folder.path + "/Index.noindex/DataStore") == folder.path + "/Index.noindex/DataStore")
    }

    @Test func indexCompareStopsWithExitTwoOnABadStore() async throws {
        let folder = try TemporaryFolder()
        try Data("struct A {}\n".utf8).write(to: URL(fileURLWithPath: folder.path + "/A.swift"))
        let outcome = await IndexCompareRun.run(IndexCompareOptions(treePath: folder.path, storePath: folder.path + "/no-store",
                                                                    libraryPath: "/nonexistent/libIndexStore.so"))
        #expect(outcome.exitCode == 2)
        #expect(outcome.output.isEmpty)
        #expect(outcome.diagnostics.hasPrefix("error: cannot find libIndexStore"))

        let badConfig = await IndexCompareRun.run(IndexCompareOptions(treePath: folder.path, configPath: folder.path + "/none.yml",
                                                                      storePath: folder.path))
        #expect(badConfig.exitCode == 2)
        #expect(badConfig.diagnostics.contains("no such configuration file"))

        let notAFolder = await IndexCompareRun.run(IndexCompareOptions(treePath: folder.path + "/A.swift", storePath: folder.path))
        #expect(notAFolder.exitCode == 2)
        #expect(notAFolder.diagnostics.contains("is not a folder"))
    }
}

/// A temporary folder, removed on deinit.
final class TemporaryFolder {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("keel-index-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}

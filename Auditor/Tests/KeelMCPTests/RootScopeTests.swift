import Foundation
import Testing

@testable import KeelMCP

@Suite("keel mcp: paths and the root", .timeLimit(.minutes(3)))
struct RootScopeTests {
    @Test func pathsUnderTheRootBecomeEnginePaths() throws {
        let tree = try TempTree(["App/A.swift": ""])
        let scope = try RootScope(tree.root)
        #expect(try scope.relative("App/A.swift") == "App/A.swift")
        #expect(try scope.relative("./App/./A.swift") == "App/A.swift")
        #expect(try scope.relative("App/Sub/../A.swift") == "App/A.swift")
        #expect(try scope.relative(tree.root + "/App/A.swift") == "App/A.swift")
        #expect(try scope.relative("App//A.swift") == "App/A.swift")
        #expect(try scope.relative("New/B.swift") == "New/B.swift")   // need not exist (unsaved text)
    }

    @Test func everythingElseIsRefused() throws {
        let tree = try TempTree(["App/A.swift": ""])
        let scope = try RootScope(tree.root)
        for path in ["", "  ", "..", "../x.swift", "App/../../x.swift", "/", "/etc/passwd", tree.root, tree.root + "-other/A.swift", "App/\0.swift"] {
            #expect(throws: ToolInputError.self, "\(path)") { try scope.relative(path) }
        }
    }

    @Test func theRootMustBeAFolder() throws {
        let tree = try TempTree(["A.swift": ""])
        #expect(throws: ToolInputError.self) { try RootScope(tree.root + "/A.swift") }
        #expect(throws: ToolInputError.self) { try RootScope(tree.root + "/missing") }
        #expect(throws: ToolInputError.self) { try KeelService(root: tree.root, configPath: tree.root + "/missing.yml") }
    }

    @Test func aSymlinkedRootAcceptsBothSpellings() throws {
        let tree = try TempTree(["Real/App/A.swift": ""])
        let link = tree.root + "/Link"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: tree.root + "/Real")
        let scope = try RootScope(link)
        #expect(try scope.relative(link + "/App/A.swift") == "App/A.swift")
        #expect(try scope.relative(scope.resolvedPath + "/App/A.swift") == "App/A.swift")
    }
}

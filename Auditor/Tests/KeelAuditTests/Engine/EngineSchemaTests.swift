import Foundation
@testable import KeelAudit
import Testing

@Suite("Engine version: the facts' schema", .timeLimit(.minutes(3)))
struct EngineSchemaTests {
    struct Inner: Codable { var flag: Bool }
    struct Sample: Codable {
        var name: String
        var count: Int
        var note: String?
        var inner: Inner?
        var rows: [Inner]
        var tags: [String]
    }
    struct Renamed: Codable {
        var title: String
        var count: Int
        var note: String?
        var inner: Inner?
        var rows: [Inner]
        var tags: [String]
    }

    @Test func namesEveryFieldWithItsTypeAbsentOptionalsIncluded() {
        let shape = SchemaEncoder.shape(of: Sample(name: "a", count: 1, note: nil, inner: Inner(flag: true), rows: [Inner(flag: false), Inner(flag: true)], tags: []))
        #expect(shape == "Sample{name:String,count:Int,note:Optional<String>,inner:Optional<Inner>(Inner{flag:Bool,}),rows:Array<Inner>[Inner{flag:Bool,}],tags:Array<String>[],}")
    }

    @Test func changesWhenAFieldIsRenamedOrRetyped() {
        let sample = SchemaEncoder.shape(of: Sample(name: "a", count: 1, note: nil, inner: nil, rows: [], tags: []))
        let renamed = SchemaEncoder.shape(of: Renamed(title: "a", count: 1, note: nil, inner: nil, rows: [], tags: []))
        #expect(sample.replacingOccurrences(of: "Sample{name:", with: "") == renamed.replacingOccurrences(of: "Renamed{title:", with: ""))
        #expect(sample != renamed)
    }

    @Test func describesTheFactsAndTheIndex() {
        let schema = EngineSchema.description
        for field in ["snippet:String", "lineStarts:Array<Int>", "unparsedAt:Optional<Int>", "declarations:Array<TypeDeclaration>", "traits:TypeTraits"] {
            #expect(schema.contains(field), "\(field)")
        }
        #expect(Auditor.engineVersion.hasPrefix("keel-audit-engine/"))
    }
}

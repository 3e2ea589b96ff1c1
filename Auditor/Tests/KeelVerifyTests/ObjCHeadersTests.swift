import Foundation
@testable import KeelVerify
import Testing

/// An Objective-C framework in the tree, reached through the bridging header, declared in the
/// skeleton as Swift imports it; what keel cannot read is left out and stays unresolved.
/// Headers written for these tests.
@Suite("Objective-C headers of the bridging header", .timeLimit(.minutes(10)))
struct ObjCHeadersTests {
    static let clientHeader = """
        // A client written for this test
        #import "base/MTRBase.h"

        NS_ASSUME_NONNULL_BEGIN

        @class MTRReading, MTRTrace;

        @interface MTRClient : MTRBase

        +(MTRClient*)sharedClient;
        +(BOOL)isValid;
        -(instancetype)initWithHost:(NSString*)host;
        -(void)sendPing:(NSString*)host retries:(int)retries callback:(void(^)(int, NSString* _Nullable))callback;
        -(nullable MTRReading*)lastReading;
        -(NSArray<NSNumber*>*)samples:(uint32_t)count;
        -(void)appendString:(NSString*)text;
        -(void)recordScoreForLevel:(int)level;
        -(void)takeRect:(CGRect)rect;
        -(MTRTrace*)trace;
        @property (nonatomic, readonly) NSArray<NSString*>* hosts;
        @property (nonatomic, getter=isMuted) BOOL muted;

        @end

        @interface MTRReading : MTRBase
        -(double)value;
        @end

        NS_ASSUME_NONNULL_END

        @interface MTRLegacy : NSObject
        -(instancetype)init;
        -(instancetype)initWithCoder:(NSCoder*)coder;
        -(NSString*)name;
        @end
        """

    static let baseHeader = """
        #import <Foundation/Foundation.h>
        @interface MTRBase : NSObject
        - (instancetype)init NS_UNAVAILABLE;
        @end
        """

    @Test func readsInterfacesAsSwiftImportsThem() {
        let parsed = ObjCInterfaceParser.parse(Self.clientHeader)
        let client = parsed.interfaces.first { $0.name == "MTRClient" }
        #expect(client?.superclass == "MTRBase")
        #expect(client?.members.map(\.declaration) == [
            "class func sharedClient() -> MTRClient",
            "class func isValid() -> Bool",
            "init(host a0: String)",
            "func sendPing(_ a0: String, retries a1: Int32, callback a2: @escaping (Int32, String?) -> Void)",
            "func lastReading() -> MTRReading?",
            "func samples(_ a0: UInt32) -> [NSNumber]",
            "func trace() -> MTRTrace",
            "var hosts: [String] {get}",
            "var isMuted: Bool {get set}",
        ])
        #expect(parsed.unread.sorted() == [
            "MTRClient.appendString:: a word repeating its type (Swift may prune it)",
            "MTRClient.recordScoreForLevel:: a preposition in the name (Swift may split it)",
            "MTRClient.takeRect:: the type `CGRect`",
        ])
        // Outside NS_ASSUME_NONNULL_BEGIN…END an object pointer is implicitly unwrapped.
        #expect(parsed.interfaces.first { $0.name == "MTRLegacy" }?.members.filter { !$0.isInit }.map(\.declaration) == ["func name() -> String!"])
        #expect(ObjCInterfaceParser.parse(Self.baseHeader).interfaces.first?.initUnavailable == true)
    }

    /// A scratch tree: the bridging header imports the framework's header (`"meter/MTRClient.h"`,
    /// found as `meter.framework/Headers/MTRClient.h`), which imports its base beside it; a header
    /// nothing imports is not read.
    static func makeApp() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("keel-objc-\(UUID().uuidString)")
        func write(_ path: String, _ text: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try write("App/Supporting Files/App-Bridging-Header.h", "#import \"meter/MTRClient.h\"\n#import <UIKit/UIKit.h>\n")
        try write("libs/Meter.xcframework/ios-arm64/meter.framework/Headers/MTRClient.h", clientHeader)
        try write("libs/Meter.xcframework/ios-arm64/meter.framework/Headers/base/MTRBase.h", baseHeader)
        try write("App/Other/Unused.h", "@interface MTRUnused : NSObject\n-(void)run;\n@end\n")
        return root
    }

    @Test func followsTheBridgingHeaderOnly() throws {
        let root = try Self.makeApp()
        defer { try? FileManager.default.removeItem(at: root) }
        let headers = ObjCHeaders.scan(roots: [root])
        #expect(headers.classNames == ["MTRClient", "MTRReading", "MTRLegacy", "MTRBase"])
        let source = headers.source()
        #expect(source.contains("class MTRBase: NSObject {\n    @available(*, unavailable) override convenience init() { fatalError() }\n}"), "\(source)")
        // Initializers the platform superclass already has are inherited, not redeclared.
        let legacy = source.components(separatedBy: "class MTRLegacy: NSObject {").dropFirst().first?.components(separatedBy: "}\n").first
        #expect(legacy?.contains("func name()") == true && legacy?.contains("init") == false, "\(source)")
        #expect(source.contains("// keel: not declared: MTRClient.takeRect:: the type `CGRect`"))
        // `@class MTRTrace;` and no header defining it: Swift does not import `trace()`, nor does keel.
        #expect(headers.undefinedClasses == ["MTRTrace"])
        #expect(source.contains("// keel: not declared: MTRClient.trace(): `MTRTrace` is only forward-declared (`@class`)"), "\(source)")
        #expect(!source.contains("func trace()"))
    }

    static let tree = [SourceFile(path: "App/Network/Pinger.swift", text: """
        import Foundation
        final class Pinger {
            func ping() { MTRClient.sharedClient().sendPing("a", retries: 1) { _, _ in } }
        }
        """)]

    @Test(.enabled(if: hasSwiftc, "needs swiftc")) func whatItReadsTypeChecksAndTheRestStaysUnresolved() async throws {
        let root = try Self.makeApp()
        defer { try? FileManager.default.removeItem(at: root) }
        let headers = ObjCHeaders.scan(roots: [root])
        let generated = SourceFile(path: "MeterViewModel.swift", text: """
            import Foundation
            @MainActor
            final class MeterViewModel {
                private(set) var status = ""
                func refresh() {
                    let client = MTRClient.sharedClient()
                    client.sendPing("host", retries: 3) { code, body in _ = (code, body ?? "") }
                    status = "\\(client.hosts.count) \\(client.isMuted) \\(client.lastReading()?.value() ?? 0) \\(client.samples(2).count)"
                }
                func append() { MTRClient.sharedClient().appendString("x") }
            }
            """)
        let report = await TypeCheck.checked(TypeCheckInput(tree: Self.tree, checked: [generated], objCHeaders: headers))
        #expect(report.verdict == .notProven, "\(report.summary) \(report.errors) \(report.skeletonErrors)")
        #expect(Set(report.unresolved.keys) == ["MTRClient.appendString"], "\(report.unresolved) \(report.errors)")
        #expect(report.skeletonErrors.isEmpty, "\(report.skeletonErrors)")

        let proven = SourceFile(path: "MeterViewModel.swift", text: generated.text.replacingOccurrences(
            of: "    func append() { MTRClient.sharedClient().appendString(\"x\") }\n", with: ""))
        let clean = await TypeCheck.checked(TypeCheckInput(tree: Self.tree, checked: [proven], objCHeaders: headers))
        #expect(clean.verdict == .typeChecks, "\(clean.summary) \(clean.errors) \(clean.skeletonErrors)")
        // Without the headers the class is the app's unresolved name.
        let without = await TypeCheck.checked(TypeCheckInput(tree: Self.tree, checked: [proven]))
        #expect(without.unresolved.keys.contains("MTRClient"), "\(without.unresolved)")
    }
}

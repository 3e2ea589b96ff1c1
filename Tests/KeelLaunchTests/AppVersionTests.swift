import Foundation
import KeelLaunch
import PropertyBased
import Testing

@Suite("AppVersion", .timeLimit(.minutes(1)))
struct AppVersionTests {
    static let identifiers = ["alpha", "beta", "rc", "1", "2", "11", "x-y"]
    static let versions = zip(Gen.int(in: 0...3).array(of: 1...4), Gen.int(in: 0...7).array(of: 0...2))
        .map { parts, pre -> String in
            let core = parts.map(String.init).joined(separator: ".")
            let preRelease = pre.filter { $0 < identifiers.count }.map { identifiers[$0] }
            return preRelease.isEmpty ? core : core + "-" + preRelease.joined(separator: ".")
        }

    @Test func totalOrder() async {
        await propertyCheck(count: 1_000, input: Self.versions, Self.versions, Self.versions) { a, b, c in
            let (x, y, z) = (try AppVersion(a), try AppVersion(b), try AppVersion(c))
            #expect([x < y, x == y, y < x].filter { $0 }.count == 1, "exactly one of <, ==, > for \(a) \(b)")
            if x < y && y < z { #expect(x < z, "transitive: \(a) < \(b) < \(c)") }
            if x == y { #expect(x.hashValue == y.hashValue) }
        }
    }

    @Test func zeroPaddingIsEquivalent() async {
        await propertyCheck(count: 500, input: Gen.int(in: 0...99).array(of: 1...3)) { parts in
            let text = parts.map(String.init).joined(separator: ".")
            let padded = text + String(repeating: ".0", count: 4 - parts.count)
            #expect((try? AppVersion(text)) == (try? AppVersion(padded)))
        }
    }

    @Test func preReleaseIsBelowItsRelease() async {
        await propertyCheck(count: 500, input: Self.versions) { text in
            let version = try AppVersion(text)
            guard !version.preRelease.isEmpty else { return }
            let release = try AppVersion(String(text.prefix { $0 != "-" }))
            #expect(version < release)
        }
    }

    @Test func semVerPrecedenceExample() throws {
        let ordered = ["1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta", "1.0.0-beta.2",
                       "1.0.0-beta.11", "1.0.0-rc.1", "1.0.0", "1.0.1", "1.2", "1.2.0.1", "2"]
        let versions = try ordered.map(AppVersion.init)
        #expect(versions == versions.sorted())
        for (lower, higher) in zip(versions, versions.dropFirst()) { #expect(lower < higher) }
    }

    @Test func theStringComparisonBugsAreGone() throws {
        #expect(try AppVersion("1.0") == AppVersion("1.0.0"))
        #expect(try AppVersion("1.2.0-beta") < AppVersion("1.2.0"))
        #expect(try AppVersion("1.10") > AppVersion("1.9"))
        #expect(try AppVersion("1.2.3+build.9") == AppVersion("1.2.3+other"))
    }

    @Test(arguments: [
        ("", AppVersion.ParseError.empty),
        ("1..2", .invalidNumber("")),
        ("1.a", .invalidNumber("a")),
        ("1.2.3.4.5", .tooManyComponents(5)),
        ("1.0-", .invalidPreRelease("")),
        ("1.2.3-", .invalidPreRelease("")),
        ("1.2.3-+b", .invalidPreRelease("")),
        ("1.0-be@ta", .invalidPreRelease("be@ta")),
        ("1.0-a..b", .invalidPreRelease("a..b")),
        ("1.0-01", .invalidPreRelease("01")),
        ("1.2.3+", .invalidBuildMetadata("")),
        ("1.2.3+a..b", .invalidBuildMetadata("a..b")),
        ("1.2.3+b@d", .invalidBuildMetadata("b@d")),
        ("1.2.3+.", .invalidBuildMetadata(".")),
    ])
    func parseErrorsAreValues(text: String, expected: AppVersion.ParseError) {
        guard case .failure(let error) = AppVersion.parse(text) else {
            Issue.record("\(text) parsed")
            return
        }
        #expect(error == expected)
    }

    @Test(arguments: [
        (" v1.2.3 ", "1.2.3"),
        ("V01.02", "1.2"),
        ("1.0.0", "1.0.0"),
        ("1.2.3-beta.1+build.7", "1.2.3-beta.1+build.7"),
        ("1.2.3-0", "1.2.3-0"),
        ("2.0.0.4+exp-sha.5114f85", "2.0.0.4+exp-sha.5114f85"),
    ])
    func descriptionIsNormalised(text: String, description: String) throws {
        let version = try AppVersion(text)
        #expect(version.description == description)
        #expect(try AppVersion(version.description) == version, "the description parses back to the same version")
    }

    @Test func descriptionRoundTrips() async {
        await propertyCheck(count: 500, input: Self.versions) { text in
            let version = try AppVersion(text)
            let again = try AppVersion(version.description)
            #expect(again == version && again.description == version.description)
        }
    }

    @Test func policyDecisions() throws {
        let now = Date(timeIntervalSince1970: 100_000)
        let policy = VersionPolicy(minimum: try AppVersion("2.0"), latest: try AppVersion("2.5"),
                                   latestReleasedAt: Date(timeIntervalSince1970: 0), gracePeriod: 3_600)
        #expect(policy.decide(current: try AppVersion("1.9"), now: now) == .required(try AppVersion("2.0")))
        #expect(policy.decide(current: try AppVersion("2.0"), now: now) == .available(try AppVersion("2.5")))
        #expect(policy.decide(current: try AppVersion("2.5.0"), now: now) == .upToDate)
        var skipping = policy
        skipping.skipped = [try AppVersion("2.5")]
        #expect(skipping.decide(current: try AppVersion("2.0"), now: now) == .upToDate)
        var recent = policy
        recent.latestReleasedAt = now.addingTimeInterval(-60)
        #expect(recent.decide(current: try AppVersion("2.0"), now: now) == .upToDate)
    }
}

import KeelRx

/// A user profile.
public struct Profile: Equatable, Sendable {
    public var name: String
    public var email: String
    public init(name: String, email: String) {
        self.name = name
        self.email = email
    }
}

/// The legacy profile service (RxSwift; unchanged by the migration).
public protocol ProfileServicing: AnyObject {
    func save(_ profile: Profile) -> Single<Profile>
}

/// In-memory profile service: records what it saved; fails with `failure`.
public final class InMemoryProfileService: ProfileServicing {
    public private(set) var saved: [Profile] = []
    public var failure: FixtureError?

    public init() {}

    public func save(_ profile: Profile) -> Single<Profile> {
        Single.create { [weak self] observer in
            if let failure = self?.failure {
                observer(.failure(failure))
            } else {
                self?.saved.append(profile)
                observer(.success(profile))
            }
            return Disposables.create()
        }
    }
}

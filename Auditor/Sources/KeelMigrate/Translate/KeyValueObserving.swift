/// RxCocoa's `x.rx.observe(T.self, "key")` — key-value observing of a string key path — is not RxSwift 6's
/// `observe(on:)`: before round 15 keel read it as a hop to a background scheduler and refused it for that
/// (eidolon's `SaleArtworkViewModel`). Combine's `publisher(for:)` wants a typed `@objc dynamic` key path
/// and delivers the property's own type (RxCocoa delivers `T?`, `nil` for a missing or mistyped key), so
/// the two differ whenever the property is not an optional `T`; keel refuses it, named.
extension ChainTranslation {
    static let keyValueObservingReason =
        "key-value observing of a string key path (`rx.observe(T.self, \"key\")`; Combine's `publisher(for:)` needs an `@objc dynamic` key path and delivers the property's own type, not `T?` — decide by hand)"
}

import KeelRx

// Fixture support, not legacy code: RxSwiftExt's `mapMany` (not a part of
// RxSwift, so written here for either RxSwift), with its documented behaviour:
// every array element transformed, one array out per array in.
extension ObservableType where Element: Collection {
    /// RxSwiftExt's `mapMany(_:)`.
    public func mapMany<Result>(_ transform: @escaping (Element.Element) throws -> Result) -> Observable<[Result]> {
        map { try $0.map(transform) }
    }
}

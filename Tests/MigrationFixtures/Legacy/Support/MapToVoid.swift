import KeelRx

/// The app helper many RxSwift apps declare: every element replaced by `()`.
extension ObservableType {
    public func mapToVoid() -> Observable<Void> {
        map { _ in () }
    }
}

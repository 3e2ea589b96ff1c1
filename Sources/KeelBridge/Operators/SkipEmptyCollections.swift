import KeelCombine

extension Publisher where Output: Collection {
    /// Drops empty collections — explicitly. The bridge never drops a value
    /// on its own (the original `RxSwift+Extension.swift` silently dropped empty arrays
    /// depending on static type); teams that want "no empty list flicker"
    /// say so with this operator.
    public func skipEmptyCollections() -> Publishers.Filter<Self> {
        filter { !$0.isEmpty }
    }
}

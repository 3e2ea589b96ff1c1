#if StandIn // The stand-in is compiled only under the StandIn trait (see KeelRx.swift).
/// RxSwift's error cases (the subset Keel's code and tests meet).
public enum RxError: Swift.Error, @unchecked Sendable, CustomDebugStringConvertible {
    case unknown
    /// Subscribing to, or reading the value of, a disposed subject.
    case disposed(object: AnyObject)
    case overflow
    case argumentOutOfRange
    /// A `Single` or `asSingle()` source completed without an element.
    case noElements
    /// A `Single` or `asSingle()` source produced more than one element.
    case moreThanOneElement
    case timeout

    /// A description of the error, for debugging.
    public var debugDescription: String {
        switch self {
        case .unknown: "Unknown error occurred."
        case .disposed(let object): "Object `\(object)` was already disposed."
        case .overflow: "Arithmetic overflow occurred."
        case .argumentOutOfRange: "Argument out of range."
        case .noElements: "Sequence doesn't contain any elements."
        case .moreThanOneElement: "Sequence contains more than one element."
        case .timeout: "Sequence timeout."
        }
    }
}
#endif

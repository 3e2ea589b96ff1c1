import KeelRx

/// The Windscribe SwiftUI migration guide, "State Manager Pattern": parameters that used to travel through
/// `RouteID.enterCredentials(config:isUpdating:)` live here; the router only
/// triggers, and the target ViewModel observes this state.
public protocol CustomConfigStateManaging: AnyObject {
    var currentConfigSubject: BehaviorSubject<CustomConfigModel?> { get }
    var isUpdatingSubject: BehaviorSubject<Bool> { get }
    func setCurrentConfig(_ config: CustomConfigModel, isUpdating: Bool)
    func clearCurrentConfig()
}

public final class CustomConfigStateManager: CustomConfigStateManaging {
    public let currentConfigSubject = BehaviorSubject<CustomConfigModel?>(value: nil)
    public let isUpdatingSubject = BehaviorSubject<Bool>(value: false)
    private let logger: FileLogger

    public init(logger: FileLogger) {
        self.logger = logger
    }

    public func setCurrentConfig(_ config: CustomConfigModel, isUpdating: Bool) {
        logger.logD("CustomConfigStateManager", "set \(config.name), updating: \(isUpdating)")
        currentConfigSubject.onNext(config)
        isUpdatingSubject.onNext(isUpdating)
    }

    public func clearCurrentConfig() {
        currentConfigSubject.onNext(nil)
        isUpdatingSubject.onNext(false)
    }
}

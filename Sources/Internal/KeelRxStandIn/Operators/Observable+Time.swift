#if StandIn // The stand-in is compiled only under the StandIn trait (see KeelRx.swift).
import Foundation

/// RxSwift's name for the integer types `interval` and `timer` count in.
public typealias RxAbstractInteger = FixedWidthInteger

extension ObservableType where Element: RxAbstractInteger {
    /// Emits 0, 1, 2, … every `period` on `scheduler`, until disposed.
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        timer(period, period: period, scheduler: scheduler)
    }

    /// Emits 0 after `dueTime`, then completes; or, with a `period`, keeps
    /// counting every `period` until disposed.
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType) -> Observable<Element> {
        Observable.create { observer in
            guard let period else {
                return scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                    observer.onNext(0)
                    observer.onCompleted()
                    return Disposables.create()
                }
            }
            return scheduler.schedulePeriodic(Element.zero, startAfter: dueTime, period: period) { count in
                observer.onNext(count)
                return count &+ 1
            }
        }
    }
}
#endif

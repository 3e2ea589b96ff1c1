#if StandIn // The stand-in is compiled only under the StandIn trait (see KeelRx.swift).
// The operators Keel's code uses, each a small composition over `create`.

extension ObservableType {
    /// Transforms each element; a thrown error becomes an `error` event.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        Observable.create { observer in
            self.subscribe { event in observer.on(event.map(transform)) }
        }
    }

    /// Keeps elements that satisfy `predicate`.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        Observable.create { observer in
            self.subscribe { event in
                switch event {
                case .next(let element):
                    do { if try predicate(element) { observer.onNext(element) } } catch { observer.onError(error) }
                default: observer.on(event)
                }
            }
        }
    }

    /// Transforms each element, dropping `nil` results.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        Observable.create { observer in
            self.subscribe { event in
                switch event {
                case .next(let element):
                    do { if let mapped = try transform(element) { observer.onNext(mapped) } } catch { observer.onError(error) }
                case .error(let error): observer.onError(error)
                case .completed: observer.onCompleted()
                }
            }
        }
    }

    /// Skips the first `count` elements.
    public func skip(_ count: Int) -> Observable<Element> {
        Observable.create { observer in
            var remaining = count
            return self.subscribe { event in
                if case .next = event, remaining > 0 {
                    remaining -= 1
                    return
                }
                observer.on(event)
            }
        }
    }

    /// Takes the first `count` elements, then completes and unsubscribes.
    public func take(_ count: Int) -> Observable<Element> {
        guard count > 0 else { return Observable.empty() }
        return Observable.create { observer in
            var remaining = count
            return self.subscribe { event in
                guard remaining > 0 else { return }
                observer.on(event)
                if case .next = event {
                    remaining -= 1
                    if remaining == 0 { observer.onCompleted() }
                }
            }
        }
    }

    /// Emits `elements` before the source's.
    public func startWith(_ elements: Element...) -> Observable<Element> {
        Observable.create { observer in
            for element in elements { observer.onNext(element) }
            return self.subscribe(observer)
        }
    }

    /// Side effects for each event and lifecycle point. `on…` handlers run
    /// before the event is forwarded, `after…` handlers after; a thrown error
    /// from an `on…` handler replaces the event with that error.
    /// `onSubscribe` runs before subscribing to the source, `onSubscribed`
    /// after, `onDispose` when the subscription is disposed (also after a
    /// stop event).
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Observable<Element> {
        Observable.create { observer in
            onSubscribe?()
            let subscription = self.subscribe { event in
                do {
                    switch event {
                    case .next(let element): try onNext?(element)
                    case .error(let error): try onError?(error)
                    case .completed: try onCompleted?()
                    }
                } catch {
                    observer.onError(error)
                    return
                }
                observer.on(event)
                do {
                    switch event {
                    case .next(let element): try afterNext?(element)
                    case .error(let error): try afterError?(error)
                    case .completed: try afterCompleted?()
                    }
                } catch {
                    observer.onError(error)
                }
            }
            onSubscribed?()
            return Disposables.create {
                subscription.dispose()
                onDispose?()
            }
        }
    }

    /// Replaces an error with `element`, then completes.
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        self.catch { _ in Observable.just(element) }
    }

    /// Continues with another sequence after an error.
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        Observable.create { observer in
            let serial = SerialDisposable()
            serial.disposable = self.subscribe { event in
                switch event {
                case .error(let error):
                    do { serial.disposable = try handler(error).subscribe(observer) } catch { observer.onError(error) }
                default:
                    observer.on(event)
                }
            }
            return serial
        }
    }
}

extension ObservableType {
    /// Drops elements `comparer` considers equal to the previous one.
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Observable<Element> {
        Observable.create { observer in
            var last: Element?
            return self.subscribe { event in
                if case .next(let element) = event {
                    do {
                        if let last, try comparer(last, element) { return }
                    } catch {
                        observer.onError(error)
                        return
                    }
                    last = element
                }
                observer.on(event)
            }
        }
    }

    /// Drops elements whose key equals the previous element's key.
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key) -> Observable<Element> {
        distinctUntilChanged { try keySelector($0) == keySelector($1) }
    }
}

extension ObservableType where Element: Equatable {
    /// Drops elements equal to the previous one.
    public func distinctUntilChanged() -> Observable<Element> {
        Observable.create { observer in
            var last: Element?
            return self.subscribe { event in
                if case .next(let element) = event {
                    if let last, last == element { return }
                    last = element
                }
                observer.on(event)
            }
        }
    }
}
#endif

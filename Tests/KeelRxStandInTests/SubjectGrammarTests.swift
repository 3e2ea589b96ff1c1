import Foundation
import KeelRx
import Testing

@Suite("Subjects and relays", .timeLimit(.minutes(1)))
struct SubjectGrammarTests {
    @Test func publishSubjectDropsValuesWithoutObservers() {
        let subject = PublishSubject<Int>()
        subject.onNext(1)
        let recorder = Recorder<Int>()
        _ = subject.subscribe(recorder)
        subject.onNext(2)
        #expect(recorder.events == ["2"])
        #expect(subject.hasObservers)
    }

    @Test func publishSubjectReplaysOnlyTheStopEventToLateSubscribers() {
        let subject = PublishSubject<Int>()
        subject.onNext(1)
        subject.onError(TestError(id: 1))
        subject.onNext(2)
        let recorder = Recorder<Int>()
        _ = subject.subscribe(recorder)
        #expect(recorder.events == ["error(E1)"])
    }

    @Test func disposedSubjectsRejectSubscribersWithRxErrorDisposed() {
        let subject = PublishSubject<Int>()
        subject.dispose()
        var received: Error?
        _ = subject.subscribe(onError: { received = $0 })
        #expect(received.map(isDisposedError) == true)
    }

    @Test func behaviorSubjectReplaysTheLatestValueThenFollows() throws {
        let subject = BehaviorSubject(value: 1)
        subject.onNext(2)
        let recorder = Recorder<Int>()
        let subscription = subject.subscribe(recorder)
        subject.onNext(3)
        subscription.dispose()
        subject.onNext(4)
        #expect(recorder.events == ["2", "3"])
        #expect(try subject.value() == 4)
    }

    @Test func behaviorSubjectValueThrowsTheErrorAfterAnError() {
        let subject = BehaviorSubject(value: 1)
        subject.onError(TestError(id: 9))
        #expect(throws: TestError(id: 9)) { try subject.value() }
        let recorder = Recorder<Int>()
        _ = subject.subscribe(recorder)
        #expect(recorder.events == ["error(E9)"])
    }

    @Test func behaviorSubjectValueThrowsDisposedAfterDispose() {
        let subject = BehaviorSubject(value: 1)
        subject.dispose()
        do {
            _ = try subject.value()
            Issue.record("value() did not throw after dispose")
        } catch {
            #expect(isDisposedError(error))
        }
    }

    @Test func behaviorSubjectKeepsItsValueAfterCompletion() throws {
        let subject = BehaviorSubject(value: 1)
        subject.onCompleted()
        subject.onNext(2)
        #expect(try subject.value() == 1)
        let recorder = Recorder<Int>()
        _ = subject.subscribe(recorder)
        #expect(recorder.events == ["completed"])
    }

    @Test func replaySubjectReplaysItsBoundedBuffer() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        let recorder = Recorder<Int>()
        _ = subject.subscribe(recorder)
        subject.onCompleted()
        let late = Recorder<Int>()
        _ = subject.subscribe(late)
        #expect(recorder.events == ["2", "3", "completed"])
        #expect(late.events == ["2", "3", "completed"])
    }

    @Test func relaysNeverTerminate() {
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay(value: "a")
        let recorder = Recorder<String>()
        _ = publish.map { "\($0)" }.subscribe(recorder)
        _ = behavior.subscribe(recorder)
        publish.accept(1)
        behavior.accept("b")
        #expect(recorder.events == ["a", "1", "b"])
        #expect(behavior.value == "b")
    }
}

/// Hands a non-Sendable RxSwift object to other tasks in a test that
/// guarantees the use is safe.
struct UnsafeTransfer<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

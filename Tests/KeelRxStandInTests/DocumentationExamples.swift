import KeelRx
import Testing

// Every Swift example of KeelRx's documentation catalog
// (Sources/Internal/KeelRx/KeelRx.docc), compiled and run under whichever
// trait this build uses. Each example is copied here verbatim, without its
// `import` lines; KeelBridgeTests' `DocumentationCatalogTests` fails when an
// example and this file drift apart.

final class LocationStatusManager {
    let status = BehaviorSubject<String>(value: "notDetermined")
    let prompts = PublishRelay<Void>()

    func requestPermission(granted: Bool) {
        prompts.accept(())
        status.onNext(granted ? "authorizedWhenInUse" : "denied")
    }
}

@Suite(.timeLimit(.minutes(1)))
struct LocationStatusManagerTests {
    @Test func aPromptThenTheAnswer() throws {
        let manager = LocationStatusManager()
        var prompts = 0
        let subscription = manager.prompts.subscribe(onNext: { prompts += 1 })
        manager.requestPermission(granted: true)
        #expect(prompts == 1)
        #expect(try manager.status.value() == "authorizedWhenInUse")
        subscription.dispose()
    }
}

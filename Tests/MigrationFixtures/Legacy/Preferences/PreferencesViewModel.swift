import Foundation
import KeelRx

/// A legacy preferences list in the `Input`/`Output` style, written for these fixtures: it
/// rebuilds its switch rows whenever the screen refreshes or a switch changed, and binds each
/// new row's flips into its own state through a second bag — replaced on every rebuild
/// (`rowBag = DisposeBag()`), which ends the previous rows' bindings, so a row no longer shown
/// changes nothing. The sound switch is also bound to the shared chime's relay.
public final class PreferencesViewModel {
    public struct Input {
        public let refresh: Observable<Void>

        public init(refresh: Observable<Void>) {
            self.refresh = refresh
        }
    }

    public struct Output {
        public let rows: BehaviorRelay<[SwitchRowViewModel]>
    }

    public let soundOn: BehaviorRelay<Bool>
    public let vibrateOn = BehaviorRelay<Bool>(value: false)
    public let badgesOn = BehaviorRelay<Bool>(value: true)
    public let previewsOn = BehaviorRelay<Bool>(value: false)

    private let disposeBag = DisposeBag()
    private var rowBag = DisposeBag()

    public init() {
        soundOn = BehaviorRelay(value: Chime.shared.enabled.value)
        soundOn.bind(to: Chime.shared.enabled).disposed(by: disposeBag)
    }

    public func transform(input: Input) -> Output {
        let rows = BehaviorRelay<[SwitchRowViewModel]>(value: [])
        let changed = Observable.of(input.refresh, soundOn.mapToVoid(), vibrateOn.mapToVoid(),
                                    badgesOn.mapToVoid(), previewsOn.mapToVoid()).merge()

        changed.map { [weak self] () -> [SwitchRowViewModel] in
            guard let self = self else { return [] }
            self.rowBag = DisposeBag()
            let sound = SwitchRowViewModel(title: "Sound", isOn: self.soundOn.value)
            sound.flipped.bind(to: self.soundOn).disposed(by: self.rowBag)
            let vibrate = SwitchRowViewModel(title: "Vibrate", isOn: self.vibrateOn.value)
            vibrate.flipped.bind(to: self.vibrateOn).disposed(by: self.rowBag)
            let badges = SwitchRowViewModel(title: "Badges", isOn: self.badgesOn.value)
            badges.flipped.bind(to: self.badgesOn).disposed(by: self.rowBag)
            let previews = SwitchRowViewModel(title: "Previews", isOn: self.previewsOn.value)
            previews.flipped.bind(to: self.previewsOn).disposed(by: self.rowBag)
            return [sound, vibrate, badges, previews]
        }.bind(to: rows).disposed(by: disposeBag)

        return Output(rows: rows)
    }
}

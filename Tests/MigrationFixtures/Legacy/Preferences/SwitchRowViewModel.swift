import KeelRx

/// One switch row of the preferences list: its cell sends every flip into `flipped`.
public final class SwitchRowViewModel: CustomStringConvertible {
    public let title: String
    public let isOn: Bool
    public let flipped = PublishRelay<Bool>()

    public init(title: String, isOn: Bool) {
        self.title = title
        self.isOn = isOn
    }

    public var description: String { "\(title) \(isOn ? "on" : "off")" }
}

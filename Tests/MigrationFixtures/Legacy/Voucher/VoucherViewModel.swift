import Foundation
import KeelRx

/// A legacy voucher card that receives six values through init — more than Combine's widest
/// `CombineLatest` takes, so the migrated ViewModel observes the state manager's subjects in
/// nested groups. Everything it shows is computed from those values in init.
public final class VoucherViewModel {
    public let headline = BehaviorRelay<String>(value: "")
    public let recipient = BehaviorRelay<String>(value: "")
    public let message = BehaviorRelay<String>(value: "")
    public let isRedeemable = BehaviorRelay<Bool>(value: false)

    public init(code: String, owner: String, region: String, note: String?, attempts: Int, isGift: Bool) {
        headline.accept(code.uppercased() + " · " + region)
        recipient.accept(isGift ? "For " + owner : owner)
        message.accept(note ?? "No message")
        isRedeemable.accept(attempts < 3 && !code.isEmpty)
    }
}

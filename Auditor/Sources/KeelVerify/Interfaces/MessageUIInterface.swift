extension Interfaces {
    /// MessageUI: the message and mail composers a screen presents — `MFMessageComposeViewController`
    /// (`canSendText()`, `recipients`, `body`, `subject`, its delegate and `MessageComposeResult`) and
    /// `MFMailComposeViewController` (`canSendMail()`, `setToRecipients`, `setSubject`,
    /// `setMessageBody(_:isHTML:)`, its delegate and `MFMailComposeResult`). Written for keel from
    /// Apple's documentation; signatures only, every body traps. The delegates are main-actor
    /// protocols, as the SDK declares them.
    static let messageUI = #"""
    import Foundation
    import UIKit

    @usableFromInline func messageUIInterfaceOnly(_ function: StaticString = #function) -> Never {
        fatalError("MessageUI interface stand-in: \(function) never runs")
    }

    public enum MessageComposeResult: Int, Sendable {
        case cancelled, sent, failed
    }

    @MainActor
    public protocol MFMessageComposeViewControllerDelegate: NSObjectProtocol {
        func messageComposeViewController(_ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult)
    }

    open class MFMessageComposeViewController: UINavigationController {
        open class func canSendText() -> Bool { messageUIInterfaceOnly() }
        open class func canSendSubject() -> Bool { messageUIInterfaceOnly() }
        open class func canSendAttachments() -> Bool { messageUIInterfaceOnly() }
        open weak var messageComposeDelegate: (any MFMessageComposeViewControllerDelegate)?
        open var recipients: [String]?
        open var body: String?
        open var subject: String?
        public init() { messageUIInterfaceOnly() }
        public required init?(coder aDecoder: NSCoder) { messageUIInterfaceOnly() }
    }

    public enum MFMailComposeResult: Int, Sendable {
        case cancelled, saved, sent, failed
    }

    @MainActor
    public protocol MFMailComposeViewControllerDelegate: NSObjectProtocol {
        func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?)
    }

    open class MFMailComposeViewController: UINavigationController {
        open class func canSendMail() -> Bool { messageUIInterfaceOnly() }
        open weak var mailComposeDelegate: (any MFMailComposeViewControllerDelegate)?
        open func setSubject(_ subject: String) {}
        open func setToRecipients(_ toRecipients: [String]?) {}
        open func setCcRecipients(_ ccRecipients: [String]?) {}
        open func setMessageBody(_ body: String, isHTML: Bool) {}
        public init() { messageUIInterfaceOnly() }
        public required init?(coder aDecoder: NSCoder) { messageUIInterfaceOnly() }
    }
    """#
}

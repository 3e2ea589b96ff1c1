import Foundation
import UIKit

@MainActor @preconcurrency
open class UIHostingController<Content: View>: UIViewController {
    @MainActor @preconcurrency
    public init(rootView: Content) { interfaceOnly() }
    @MainActor @preconcurrency
    public init?(coder aDecoder: NSCoder, rootView: Content) { interfaceOnly() }
    @MainActor @preconcurrency
    public required init?(coder aDecoder: NSCoder) { interfaceOnly() }

    public var rootView: Content {
        get { interfaceOnly() }
        set { interfaceOnly() }
    }
}

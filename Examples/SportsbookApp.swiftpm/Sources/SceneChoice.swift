import Foundation

/// Which framework shows the app: SwiftUI (the default) or UIKit, chosen at
/// launch with `-KeelUIKitScene YES` (an Xcode scheme argument, or
/// `xcrun simctl launch <device> dev.keel.sportsbook -KeelUIKitScene YES`).
enum SceneChoice: Sendable {
    case swiftUI, uiKit

    static let current: SceneChoice = UserDefaults.standard.bool(forKey: "KeelUIKitScene") ? .uiKit : .swiftUI
}

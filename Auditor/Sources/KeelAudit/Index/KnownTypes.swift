/// Framework type names the engine knows without seeing their declarations.
enum KnownTypes {
    /// UIKit / SwiftUI types whose conformers or subclasses are `@MainActor`.
    static let mainActorIsolated: Set<String> = [
        "UIViewController", "UIView", "UIResponder", "UIApplicationDelegate", "UIWindowSceneDelegate",
        "View", "SwiftUI.View", "App", "Scene", "NSViewController", "NSView",
    ]

    /// Property wrappers that look a dependency up in a container
    /// (Resolver, Factory, swift-dependencies, Swinject helpers, home-made ones).
    static let injectionWrappers: Set<String> = [
        "Injected", "Inject", "LazyInjected", "WeakInjected", "OptionalInjected", "InjectedObject", "InjectedObservable",
        "Dependency", "Resolved", "Autowired", "Service", "Provided",
    ]
    /// Among them, the ones that hand a view its observable ViewModel (Resolver's `@InjectedObject`).
    static let observableInjectionWrappers: Set<String> = ["InjectedObject", "InjectedObservable"]

    /// SwiftUI's view protocol, as inheritance clauses name it.
    static let swiftUIView: Set<String> = ["View", "SwiftUI.View"]



    /// UIKit view controller base classes (ViewController role roots).
    static let viewControllerRoots: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UIPageViewController", "UISplitViewController", "UIHostingController",
        "UIAlertController", "UISearchController", "UIActivityViewController", "UIInputViewController",
        "NSViewController",
    ]

    /// UIKit view types a ViewModel must not reference (VM006).
    static let uiKitViews: Set<String> = viewControllerRoots.union([
        "UIImagePickerController",
        // The system's ready-made screens (MessageUI, SafariServices, PhotosUI, ContactsUI, AVKit, QuickLook).
        "MFMailComposeViewController", "MFMessageComposeViewController", "SFSafariViewController", "PHPickerViewController",
        "CNContactPickerViewController", "CNContactViewController", "AVPlayerViewController", "QLPreviewController",
        "UIDocumentPickerViewController", "UIColorPickerViewController", "UIFontPickerViewController",
        "UIView", "UIWindow", "UITableView", "UICollectionView", "UIScrollView", "UIStackView",
        "UILabel", "UIButton", "UIImageView", "UITextField", "UITextView", "UINavigationBar", "UITabBar",
        "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView", "UITableViewHeaderFooterView", "UIControl",
        "UISwitch", "UISlider", "UISegmentedControl", "UIStepper", "UIPickerView", "UIDatePicker", "UIActivityIndicatorView",
        "UIProgressView", "UIPageControl", "UIRefreshControl", "UISearchBar", "UIToolbar", "UIVisualEffectView",
        // Other frameworks' UIView subclasses (MapKit, WebKit).
        "MKMapView", "MKAnnotationView", "MKMarkerAnnotationView", "MKPinAnnotationView", "WKWebView",
        "NSView",
        // AuthenticationServices' name for the window a sign-in sheet is shown from (`UIWindow`/`NSWindow`).
        "ASPresentationAnchor",
    ])

    /// Diffable data sources: a subclass fills a table or collection view (the view layer).
    static let viewDataSources: Set<String> = [
        "UITableViewDiffableDataSource", "UICollectionViewDiffableDataSource",
        "NSTableViewDiffableDataSource", "NSCollectionViewDiffableDataSource",
    ]

    /// SwiftUI protocols that wrap a UIKit / AppKit view; their nested
    /// `Coordinator` is a delegate, not a navigation coordinator.
    static let swiftUIRepresentables: Set<String> = [
        "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable", "NSViewControllerRepresentable",
    ]

    /// SwiftUI types that mean the ViewModel knows the UI layer (VM005).
    static let swiftUITypes: Set<String> = [
        "Color", "Image", "Font", "View", "AnyView", "Binding", "Text", "Button", "Label",
        "LinearGradient", "RadialGradient", "AngularGradient", "Gradient", "ShapeStyle",
        "EdgeInsets", "Alignment", "HorizontalAlignment", "VerticalAlignment", "LocalizedStringKey",
        "ViewBuilder", "ViewModifier", "EnvironmentValues",
        "StateObject", "ObservedObject", "EnvironmentObject", "AppStorage",
        "FocusState", "GestureState", "Namespace", "NavigationPath", "ToolbarItem", "Toolbar",
        // The scene and environment values SwiftUI hands its views.
        "ScenePhase", "ColorScheme", "DynamicTypeSize", "PresentationDetent", "GeometryProxy", "AnyTransition", "AnyShape", "UnitPoint",
    ]

    /// Protocols / classes that never explain a missing ObservableObject
    /// conformance (so an unresolved inherited name is not one of them).
    static let plainSystemTypes: Set<String> = [
        "NSObject", "Equatable", "Hashable", "Identifiable", "Sendable", "Codable", "Encodable", "Decodable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "AnyObject", "Error", "Comparable",
    ]

    /// Combine / RxSwift subject and relay types (VM008, RX001).
    static let combineSubjects: Set<String> = ["PassthroughSubject", "CurrentValueSubject"]
    static let rxSubjects: Set<String> = [
        "PublishSubject", "BehaviorSubject", "ReplaySubject", "AsyncSubject", "PublishRelay", "BehaviorRelay", "ReplayRelay",
    ]
    /// RxSwift type names whose use in a ViewModel means new RxSwift code (RX001).
    static let rxTypes: Set<String> = rxSubjects.union([
        "DisposeBag", "Disposable", "Observable", "Single", "Maybe", "Completable", "Driver", "Signal",
        "Infallible", "ControlEvent", "ControlProperty", "MainScheduler", "ConcurrentDispatchQueueScheduler",
        "SerialDispatchQueueScheduler",
    ])
    /// Modules whose import in a ViewModel file means RxSwift (RX001).
    static let rxModules: Set<String> = ["RxSwift", "RxCocoa", "RxRelay", "KeelRx", "KeelRxStandIn"]
}

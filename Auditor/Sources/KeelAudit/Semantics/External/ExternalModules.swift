/// The modules an audited tree imports but does not contain — the Swift
/// toolchain's, Apple's SDK frameworks, RxSwift — and which public names
/// each declares, so a name nothing in the tree declares resolves to the
/// imported module that does (`Observable` is RxSwift's only in a file
/// that imports RxSwift; `@Observable` is Observation's macro).
///
/// The toolchain's names are generated from its symbol graphs
/// (`ToolchainNames.swift`); Apple's frameworks and RxSwift are not on this
/// machine, so their commonly used names are listed here by hand
/// (`appleAndRxNames`). A name in no list resolves to an imported module
/// only when the file imports exactly one module the engine knows nothing of.
package enum ExternalModules {
    /// Modules every file sees without importing them.
    static let implicit = ["Swift", "_Concurrency", "_StringProcessing"]

    /// What importing a module also makes visible (`@_exported` imports).
    static let reexports: [String: [String]] = [
        "SwiftUI": ["Combine", "Observation", "Foundation", "UIKit", "AppKit", "CoreGraphics", "DeveloperToolsSupport"],
        "UIKit": ["Foundation", "CoreGraphics", "QuartzCore", "UIKitCore"],
        "AppKit": ["Foundation", "CoreGraphics", "QuartzCore"],
        "Cocoa": ["AppKit", "Foundation", "CoreData"],
        "Foundation": ["Dispatch", "FoundationEssentials", "FoundationInternationalization", "CoreFoundation"],
        "SwiftData": ["Observation", "Foundation"],
        "RxCocoa": ["RxSwift", "RxRelay"],
        "RxRelay": ["RxSwift"],
        "XCTest": ["Foundation"],
        "MapKit": ["CoreLocation", "Foundation"],
        "CoreData": ["Foundation"],
        "Combine": [],
    ]

    /// Every module a file's imports make visible, in the order lookup
    /// tries them: the imports as written (each followed by what it
    /// re-exports, transitively), then the implicit ones. On a platform
    /// without Apple's frameworks, an import of one under
    /// `#if canImport(…)` does not happen: they are left out.
    static func visibleModules(_ imports: [String], platform: Platform = .apple) -> [String] {
        var result: [String] = []
        var seen: Set<String> = []
        func add(_ module: String, depth: Int) {
            guard depth < 8, platform == .apple || !appleOnly.contains(module), seen.insert(module).inserted else { return }
            result.append(module)
            for inner in reexports[module] ?? [] { add(inner, depth: depth + 1) }
        }
        for module in imports { add(module, depth: 0) }
        for module in implicit { add(module, depth: 0) }
        return result
    }

    /// The platform the audited code is compiled for: which `#if canImport`
    /// branches are taken. Apps audited by keel are Apple apps; comparing
    /// the model with an index store built here (`keel index-compare`) is Linux.
    package enum Platform: Sendable {
        case apple, linux

        /// The platform this process runs on.
        package static var host: Platform {
            #if canImport(Darwin)
            .apple
            #else
            .linux
            #endif
        }
    }

    /// Apple's frameworks (absent on Linux).
    static let appleOnly: Set<String> = [
        "Combine", "SwiftUI", "UIKit", "AppKit", "Cocoa", "CoreGraphics", "QuartzCore", "MapKit", "WebKit", "AVFoundation", "Photos",
        "PhotosUI", "StoreKit", "LocalAuthentication", "CoreData", "SwiftData", "CoreLocation", "UserNotifications", "UIKitCore",
        "DeveloperToolsSupport",
    ]

    /// The names a module declares, when the engine knows them.
    static func names(of module: String) -> Set<String>? {
        toolchainNames[module] ?? appleAndRxNames[module] ?? aliases[module].flatMap { names(of: $0) }
    }

    /// Modules that declare another module's names (OpenCombine is Combine off Apple platforms).
    static let aliases: [String: String] = ["OpenCombine": "Combine", "OpenCombineShim": "Combine", "OpenCombineFoundation": "Combine"]

    /// Whether the engine knows the module's names (an SDK framework, the toolchain, RxSwift).
    static func isKnown(_ module: String) -> Bool { knownModules.contains(module) }

    /// The first visible module declaring `name`, if any.
    static func module(declaring name: String, visible: [String]) -> String? {
        guard let declaring = declaringModules[name] else { return nil }
        return visible.first(where: declaring.contains)
    }

    /// Every module `names(of:)` or `reexports` knows (what `isKnown` asks).
    private static let knownModules: Set<String> = {
        var known = Set(reexports.keys)
        for module in listedModules where names(of: module) != nil { known.insert(module) }
        return known
    }()

    /// For each name a known module declares, the modules `names(of:)` says
    /// declare it: one look-up per name instead of one per visible module
    /// (the model asks for every name it resolves at file scope; asking
    /// each of a file's ~10 visible modules cost 3 % of a cold audit).
    private static let declaringModules: [String: Set<String>] = {
        var index: [String: Set<String>] = [:]
        for module in listedModules {
            for name in names(of: module) ?? [] { index[name, default: []].insert(module) }
        }
        return index
    }()

    /// The modules with a names list of their own or through an alias.
    private static var listedModules: Set<String> {
        Set(toolchainNames.keys).union(appleAndRxNames.keys).union(aliases.keys)
    }

    /// Module names the toolchain reports under another name (Foundation's
    /// halves, the standard library's parts): compared as one.
    static func canonical(_ module: String) -> String {
        switch module {
        case "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking", "FoundationXML", "CoreFoundation": "Foundation"
        case "_Concurrency", "_StringProcessing", "SwiftOnoneSupport": "Swift"
        case "UIKitCore": "UIKit"
        default: module
        }
    }

    /// Commonly used public names of Apple's UI frameworks, Combine and
    /// RxSwift (not on this machine, so listed by hand; a name missing here
    /// resolves as an unknown external, never as the tree's).
    static let appleAndRxNames: [String: Set<String>] = [
        "SwiftUI": [
            "View", "App", "Scene", "WindowGroup", "Text", "Image", "Color", "Font", "Button", "Label", "Toggle", "Slider",
            "Stepper", "Picker", "DatePicker", "TextField", "SecureField", "TextEditor", "Link", "Menu", "List", "ForEach",
            "Section", "Form", "Group", "GroupBox", "ScrollView", "ScrollViewReader", "ScrollViewProxy", "LazyVStack",
            "LazyHStack", "LazyVGrid", "LazyHGrid", "GridItem", "Grid", "GridRow", "VStack", "HStack", "ZStack", "Spacer",
            "Divider", "EmptyView", "AnyView", "TupleView", "ModifiedContent", "GeometryReader", "GeometryProxy",
            "NavigationView", "NavigationStack", "NavigationSplitView", "NavigationLink", "NavigationPath", "TabView",
            "ProgressView", "Alert", "ActionSheet", "ConfirmationDialog", "Binding", "State", "StateObject",
            "ObservedObject", "EnvironmentObject", "Environment", "EnvironmentValues", "EnvironmentKey", "Bindable",
            "AppStorage", "SceneStorage", "FocusState", "FocusedValue", "GestureState", "Namespace", "ViewBuilder",
            "SceneBuilder", "ToolbarContentBuilder", "CommandsBuilder", "ViewModifier", "ShapeStyle", "Shape",
            "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "Path", "LinearGradient", "RadialGradient",
            "AngularGradient", "Gradient", "EdgeInsets", "Edge", "Alignment", "HorizontalAlignment",
            "VerticalAlignment", "LocalizedStringKey", "ToolbarItem", "ToolbarItemGroup", "ToolbarItemPlacement",
            "ToolbarContent", "DismissAction", "OpenURLAction", "UIViewRepresentable", "UIViewControllerRepresentable",
            "NSViewRepresentable", "NSViewControllerRepresentable", "UIHostingController", "NSHostingController",
            "PreviewProvider", "PreviewDevice", "ColorScheme", "ContentMode", "Animation", "Transaction", "Transition",
            "AnyTransition", "DragGesture", "TapGesture", "LongPressGesture", "MagnificationGesture", "Gesture",
            "PrimitiveButtonStyle", "ButtonStyle", "ButtonStyleConfiguration", "ListStyle", "PresentationDetent",
            "DynamicProperty", "PreferenceKey", "Layout", "Canvas", "TimelineView", "AsyncImage", "Material",
            "SubscriptionView", "EditButton", "EditMode", "ShareLink", "PhotosPicker", "Table", "TableColumn",
            "Searchable", "SearchFieldPlacement", "KeyboardShortcut", "FocusedBinding", "UnitPoint", "Angle",
            "ContentUnavailableView", "ViewThatFits", "AnyLayout", "Visibility", "ScenePhase", "AccessibilityTraits",
        ],
        "Combine": [
            "ObservableObject", "Published", "AnyCancellable", "Cancellable", "Publisher", "AnyPublisher", "Subscriber",
            "AnySubscriber", "Subscription", "Subject", "PassthroughSubject", "CurrentValueSubject", "Just", "Future",
            "Deferred", "Empty", "Fail", "Publishers", "Subscribers", "Scheduler", "ImmediateScheduler",
            "ObservableObjectPublisher", "Record", "ConnectablePublisher", "TopLevelDecoder", "TopLevelEncoder",
        ],
        "UIKit": [
            "UIViewController", "UINavigationController", "UITabBarController", "UITableViewController",
            "UICollectionViewController", "UIPageViewController", "UISplitViewController", "UIAlertController",
            "UIAlertAction", "UISearchController", "UIActivityViewController", "UIView", "UIWindow", "UIWindowScene",
            "UIScene", "UISceneSession", "UIApplication", "UIApplicationDelegate", "UIWindowSceneDelegate",
            "UIResponder", "UITableView", "UITableViewCell", "UITableViewDataSource", "UITableViewDelegate",
            "UICollectionView", "UICollectionViewCell", "UICollectionViewLayout", "UICollectionViewFlowLayout",
            "UICollectionViewDataSource", "UICollectionViewDelegate", "UICollectionReusableView",
            "UITableViewHeaderFooterView", "UIScrollView", "UIScrollViewDelegate", "UIStackView", "UILabel",
            "UIButton", "UIImage", "UIImageView", "UITextField", "UITextFieldDelegate", "UITextView",
            "UITextViewDelegate", "UIColor", "UIFont", "UINavigationBar", "UINavigationItem", "UIBarButtonItem",
            "UITabBar", "UITabBarItem", "UIControl", "UISwitch", "UISlider", "UISegmentedControl",
            "UIActivityIndicatorView", "UIRefreshControl", "UIGestureRecognizer", "UITapGestureRecognizer",
            "UIPanGestureRecognizer", "UIEdgeInsets", "UIScreen", "UIDevice", "UIEvent", "UITouch", "UIStoryboard",
            "UINib", "UIBezierPath", "UIGraphicsImageRenderer", "UIPasteboard", "UIModalPresentationStyle",
            "UIPresentationController", "UIAdaptivePresentationControllerDelegate", "UINavigationControllerDelegate",
            "UITabBarControllerDelegate", "UIViewControllerTransitioningDelegate", "UIMenu", "UIAction",
            "UIContextMenuConfiguration", "UIImpactFeedbackGenerator", "UIFeedbackGenerator", "NSLayoutConstraint",
            "UILayoutGuide", "UIAccessibility", "UITraitCollection", "UIUserInterfaceStyle", "UIContentConfiguration",
            "UIHostingConfiguration", "UIDocumentPickerViewController", "UIImagePickerController", "UIVisualEffectView",
            "UIBlurEffect", "UIPageControl", "UIProgressView", "UIDatePicker", "UIPickerView", "UISearchBar",
            "UIViewControllerRepresentable", "UIKeyCommand", "UIContentView", "UIListContentConfiguration",
        ],
        "RxSwift": [
            "Observable", "ObservableType", "ObservableConvertibleType", "Observer", "ObserverType", "AnyObserver",
            "Disposable", "Disposables", "DisposeBag", "CompositeDisposable", "SerialDisposable", "Single", "Maybe",
            "Completable", "Infallible", "PrimitiveSequence", "PublishSubject", "BehaviorSubject", "ReplaySubject",
            "AsyncSubject", "SubjectType", "MainScheduler", "ConcurrentDispatchQueueScheduler",
            "SerialDispatchQueueScheduler", "ConcurrentMainScheduler", "OperationQueueScheduler", "SchedulerType",
            "ImmediateSchedulerType", "Event", "SingleEvent", "MaybeEvent", "CompletableEvent", "RxError", "Reactive",
            "ReactiveCompatible", "SingleTrait", "MaybeTrait", "CompletableTrait", "VirtualTimeScheduler",
            "HistoricalScheduler", "RxTimeInterval", "Binder",
        ],
        "RxRelay": ["PublishRelay", "BehaviorRelay", "ReplayRelay"],
        "RxCocoa": [
            "Driver", "Signal", "SharedSequence", "ControlEvent", "ControlProperty", "BehaviorRelay", "PublishRelay",
            "DriverSharingStrategy", "SignalSharingStrategy", "RxTableViewDataSourceType", "DelegateProxy",
        ],
        "CoreGraphics": ["CGFloat", "CGPoint", "CGSize", "CGRect", "CGColor", "CGImage", "CGAffineTransform", "CGContext", "CGPath", "CGVector"],
        "CoreLocation": ["CLLocationManager", "CLLocationManagerDelegate", "CLLocation", "CLLocationCoordinate2D",
                         "CLAuthorizationStatus", "CLGeocoder", "CLPlacemark", "CLRegion", "CLCircularRegion", "CLLocationDistance"],
        "UserNotifications": ["UNUserNotificationCenter", "UNUserNotificationCenterDelegate", "UNNotification",
                              "UNNotificationRequest", "UNMutableNotificationContent", "UNNotificationResponse",
                              "UNAuthorizationOptions", "UNNotificationSettings", "UNAuthorizationStatus"],
        "WebKit": ["WKWebView", "WKNavigationDelegate", "WKUIDelegate", "WKWebViewConfiguration", "WKNavigation", "WKScriptMessage"],
        "AVFoundation": ["AVPlayer", "AVPlayerItem", "AVAsset", "AVURLAsset", "AVAudioSession", "AVCaptureDevice",
                         "AVCaptureSession", "AVPlayerLayer", "AVAudioPlayer"],
        "MapKit": ["MKMapView", "MKMapViewDelegate", "MKAnnotation", "MKPointAnnotation", "MKCoordinateRegion", "MKRoute", "MKDirections", "Map"],
        "Photos": ["PHPhotoLibrary", "PHAsset", "PHAuthorizationStatus", "PHImageManager"],
        "PhotosUI": ["PHPickerViewController", "PHPickerConfiguration", "PHPickerResult", "PhotosPicker", "PhotosPickerItem"],
        "StoreKit": ["SKStoreReviewController", "Product", "Transaction", "AppStore", "SKProduct", "SKPaymentQueue"],
        "LocalAuthentication": ["LAContext", "LAPolicy", "LAError"],
        "CoreData": ["NSManagedObject", "NSManagedObjectContext", "NSPersistentContainer", "NSFetchRequest",
                     "NSFetchedResultsController", "NSFetchedResultsControllerDelegate", "NSPredicate", "NSSortDescriptor",
                     "NSEntityDescription", "NSPersistentStoreCoordinator"],
        "SwiftData": ["Model", "ModelContext", "ModelContainer", "Query", "FetchDescriptor", "SortDescriptor", "Relationship", "Attribute", "Transient"],
        "QuartzCore": ["CALayer", "CAGradientLayer", "CAShapeLayer", "CABasicAnimation", "CADisplayLink", "CATransaction"],
        "AppKit": ["NSViewController", "NSView", "NSWindow", "NSWindowController", "NSApplication", "NSApplicationDelegate",
                   "NSColor", "NSFont", "NSImage", "NSTableView", "NSButton", "NSTextField", "NSHostingView"],
    ]
}

extension Interfaces {
    /// UIKit types legacy ViewModels' declarations name (colors, images,
    /// fonts, the common views and controls) that the repository's UIKit
    /// interface stand-in (`AppleInterfaces/UIKit`, written for Keel's own
    /// Apple-only files) does not declare. Written for keel from Apple's public
    /// documentation; signatures only, every body traps.
    static let uiKitAdditions = #"""
    import Foundation
    import UniformTypeIdentifiers

    @usableFromInline func uiKitAdditionOnly(_ function: StaticString = #function) -> Never {
        fatalError("UIKit interface stand-in: \(function) never runs")
    }

    open class UIColor: NSObject, @unchecked Sendable {
        public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { super.init() }
        public init(white: CGFloat, alpha: CGFloat) { super.init() }
        public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) { super.init() }
        public init?(named name: String) { super.init() }
        public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) { super.init() }
        public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { self }
        public var cgColor: AnyObject { uiKitAdditionOnly() }
        open class var black: UIColor { uiKitAdditionOnly() }
        open class var white: UIColor { uiKitAdditionOnly() }
        open class var clear: UIColor { uiKitAdditionOnly() }
        open class var red: UIColor { uiKitAdditionOnly() }
        open class var green: UIColor { uiKitAdditionOnly() }
        open class var blue: UIColor { uiKitAdditionOnly() }
        open class var gray: UIColor { uiKitAdditionOnly() }
        open class var lightGray: UIColor { uiKitAdditionOnly() }
        open class var darkGray: UIColor { uiKitAdditionOnly() }
        open class var orange: UIColor { uiKitAdditionOnly() }
        open class var yellow: UIColor { uiKitAdditionOnly() }
        open class var systemBlue: UIColor { uiKitAdditionOnly() }
        open class var systemRed: UIColor { uiKitAdditionOnly() }
        open class var systemGreen: UIColor { uiKitAdditionOnly() }
        open class var systemGray: UIColor { uiKitAdditionOnly() }
        open class var label: UIColor { uiKitAdditionOnly() }
        open class var secondaryLabel: UIColor { uiKitAdditionOnly() }
        open class var systemBackground: UIColor { uiKitAdditionOnly() }
        open class var secondarySystemBackground: UIColor { uiKitAdditionOnly() }
    }

    open class UIImage: NSObject, @unchecked Sendable {
        public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }
        public init?(named name: String) { super.init() }
        public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) { super.init() }
        public init?(systemName name: String) { super.init() }
        public init?(data: Data) { super.init() }
        public init?(contentsOfFile path: String) { super.init() }
        public override init() { super.init() }
        open var size: CGSize { uiKitAdditionOnly() }
        open var scale: CGFloat { uiKitAdditionOnly() }
        open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }
        open func withTintColor(_ color: UIColor) -> UIImage { self }
        public func pngData() -> Data? { nil }
        public func jpegData(compressionQuality: CGFloat) -> Data? { nil }
    }

    open class UIFont: NSObject, @unchecked Sendable {
        public struct Weight: Hashable, Sendable {
            public init(_ rawValue: CGFloat) {}
            public static let regular = Weight(0)
            public static let medium = Weight(0.23)
            public static let semibold = Weight(0.3)
            public static let bold = Weight(0.4)
            public static let light = Weight(-0.4)
        }
        public struct TextStyle: Hashable, Sendable {
            public init(rawValue: String) {}
            public static let body = TextStyle(rawValue: "body")
            public static let headline = TextStyle(rawValue: "headline")
            public static let caption1 = TextStyle(rawValue: "caption1")
            public static let title1 = TextStyle(rawValue: "title1")
        }
        public init?(name fontName: String, size fontSize: CGFloat) { super.init() }
        open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { uiKitAdditionOnly() }
        open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { uiKitAdditionOnly() }
        open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { uiKitAdditionOnly() }
        open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { uiKitAdditionOnly() }
        open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { uiKitAdditionOnly() }
        open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { uiKitAdditionOnly() }
        open class func preferredFont(forTextStyle style: TextStyle) -> UIFont { uiKitAdditionOnly() }
        open var pointSize: CGFloat { uiKitAdditionOnly() }
    }

    public struct UIEdgeInsets: Hashable, Sendable {
        public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
        public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
            self.top = top; self.left = left; self.bottom = bottom; self.right = right
        }
        public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    }

    open class UITraitCollection: NSObject, @unchecked Sendable {
        open var userInterfaceStyle: UIUserInterfaceStyle { uiKitAdditionOnly() }
    }

    public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }
    public enum UIStatusBarStyle: Int, Sendable { case `default`, lightContent, darkContent }
    public enum UIKeyboardType: Int, Sendable { case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, emailAddress, decimalPad }
    public enum UIKeyboardAppearance: Int, Sendable { case `default`, dark, light
        public static var alert: UIKeyboardAppearance { .dark }
    }
    public enum UIBarStyle: Int, Sendable { case `default`, black
        public static var blackTranslucent: UIBarStyle { .black }
    }

    open class UIControl: UIView {
        public struct State: OptionSet, Hashable, Sendable {
            public let rawValue: UInt
            public init(rawValue: UInt) { self.rawValue = rawValue }
            public static let normal = State([])
            public static let highlighted = State(rawValue: 1)
            public static let disabled = State(rawValue: 2)
            public static let selected = State(rawValue: 4)
        }
        public struct Event: OptionSet, Hashable, Sendable {
            public let rawValue: UInt
            public init(rawValue: UInt) { self.rawValue = rawValue }
            public static let touchUpInside = Event(rawValue: 1 << 6)
            public static let valueChanged = Event(rawValue: 1 << 12)
            public static let editingChanged = Event(rawValue: 1 << 17)
        }
        open var isEnabled: Bool { get { uiKitAdditionOnly() } set {} }
        open var isSelected: Bool { get { uiKitAdditionOnly() } set {} }
    }

    open class UIButton: UIControl {
        open func setTitle(_ title: String?, for state: State) {}
        open func setImage(_ image: UIImage?, for state: State) {}
        open func setTitleColor(_ color: UIColor?, for state: State) {}
    }

    open class UILabel: UIView {
        open var text: String? { get { uiKitAdditionOnly() } set {} }
        open var attributedText: NSAttributedString? { get { uiKitAdditionOnly() } set {} }
        open var textColor: UIColor! { get { uiKitAdditionOnly() } set {} }
        open var font: UIFont! { get { uiKitAdditionOnly() } set {} }
    }

    open class UIImageView: UIView {
        public init(image: UIImage?) { uiKitAdditionOnly() }
        public required init?(coder: NSCoder) { uiKitAdditionOnly() }
        open var image: UIImage? { get { uiKitAdditionOnly() } set {} }
    }

    open class UITextField: UIControl {
        open var text: String? { get { uiKitAdditionOnly() } set {} }
        open var placeholder: String? { get { uiKitAdditionOnly() } set {} }
        open var keyboardType: UIKeyboardType { get { uiKitAdditionOnly() } set {} }
    }

    open class UIScrollView: UIView {
        open var contentInset: UIEdgeInsets { get { uiKitAdditionOnly() } set {} }
        open var contentOffset: CGPoint { get { uiKitAdditionOnly() } set {} }
        open var contentSize: CGSize { get { uiKitAdditionOnly() } set {} }
    }
    open class UITableView: UIScrollView {}
    open class UICollectionView: UIScrollView {
        public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { super.init(frame: frame) }
        public required init?(coder: NSCoder) { super.init(coder: coder) }
        open var collectionViewLayout: UICollectionViewLayout { get { uiKitAdditionOnly() } set {} }
        open func numberOfItems(inSection section: Int) -> Int { uiKitAdditionOnly() }
        open var numberOfSections: Int { uiKitAdditionOnly() }
        open func reloadData() {}
    }
    // UICollectionViewLayout and its attributes, as custom layouts subclass them (Apple's
    // UICollectionViewLayout documentation: the members a subclass overrides).
    open class UICollectionViewLayoutAttributes: NSObject {
        public override init() { super.init() }
        public convenience init(forCellWith indexPath: IndexPath) { self.init() }
        public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) { self.init() }
        open var frame: CGRect { get { uiKitAdditionOnly() } set {} }
        open var center: CGPoint { get { uiKitAdditionOnly() } set {} }
        open var size: CGSize { get { uiKitAdditionOnly() } set {} }
        open var alpha: CGFloat { get { uiKitAdditionOnly() } set {} }
        open var zIndex: Int { get { uiKitAdditionOnly() } set {} }
        open var isHidden: Bool { get { uiKitAdditionOnly() } set {} }
        open var indexPath: IndexPath { get { uiKitAdditionOnly() } set {} }
        open var representedElementKind: String? { uiKitAdditionOnly() }
    }
    open class UICollectionViewLayout: NSObject {
        public override init() { super.init() }
        public required init?(coder: NSCoder) { super.init() }
        open var collectionView: UICollectionView? { uiKitAdditionOnly() }
        open var collectionViewContentSize: CGSize { uiKitAdditionOnly() }
        open class var layoutAttributesClass: AnyClass { uiKitAdditionOnly() }
        open func prepare() {}
        open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { uiKitAdditionOnly() }
        open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { uiKitAdditionOnly() }
        open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { uiKitAdditionOnly() }
        open func invalidateLayout() {}
        open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { uiKitAdditionOnly() }
        open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { uiKitAdditionOnly() }
    }
    open class UICollectionViewFlowLayout: UICollectionViewLayout {
        public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
        open var itemSize: CGSize { get { uiKitAdditionOnly() } set {} }
        open var estimatedItemSize: CGSize { get { uiKitAdditionOnly() } set {} }
        open var minimumLineSpacing: CGFloat { get { uiKitAdditionOnly() } set {} }
        open var minimumInteritemSpacing: CGFloat { get { uiKitAdditionOnly() } set {} }
        open var sectionInset: UIEdgeInsets { get { uiKitAdditionOnly() } set {} }
        open var scrollDirection: ScrollDirection { get { uiKitAdditionOnly() } set {} }
        open var headerReferenceSize: CGSize { get { uiKitAdditionOnly() } set {} }
        open var footerReferenceSize: CGSize { get { uiKitAdditionOnly() } set {} }
    }
    open class UITableViewCell: UIView {}
    open class UITableViewHeaderFooterView: UIView {
        public init(reuseIdentifier: String?) { super.init(frame: .zero) }
        public required init?(coder: NSCoder) { super.init(coder: coder) }
        open var reuseIdentifier: String? { uiKitAdditionOnly() }
        open var contentView: UIView { uiKitAdditionOnly() }
        open func prepareForReuse() {}
    }
    open class UICollectionReusableView: UIView {
        open var reuseIdentifier: String? { uiKitAdditionOnly() }
        open func prepareForReuse() {}
    }
    open class UICollectionViewCell: UICollectionReusableView {}
    open class UITextView: UIScrollView {
        open var text: String! { get { uiKitAdditionOnly() } set {} }
        open var isEditable: Bool { get { uiKitAdditionOnly() } set {} }
    }
    open class UISearchBar: UIView {
        open var text: String? { get { uiKitAdditionOnly() } set {} }
        open var placeholder: String? { get { uiKitAdditionOnly() } set {} }
    }
    open class UIRefreshControl: UIControl {
        open var isRefreshing: Bool { uiKitAdditionOnly() }
        open func beginRefreshing() {}
        open func endRefreshing() {}
    }
    open class UIPageControl: UIControl {
        open var numberOfPages: Int { get { uiKitAdditionOnly() } set {} }
        open var currentPage: Int { get { uiKitAdditionOnly() } set {} }
    }
    open class UISlider: UIControl { open var value: Float { get { uiKitAdditionOnly() } set {} } }
    open class UIProgressView: UIView { open var progress: Float { get { uiKitAdditionOnly() } set {} } }
    open class UIDatePicker: UIControl { open var date: Date { get { uiKitAdditionOnly() } set {} } }
    open class UIVisualEffect: NSObject, @unchecked Sendable {}
    open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
        public enum Style: Int, Sendable {
            case extraLight, light, dark, regular, prominent
            case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        }
        public convenience init(style: Style) { self.init() }
    }
    open class UIVisualEffectView: UIView {
        public convenience init(effect: UIVisualEffect?) { self.init(frame: .zero) }
        open var effect: UIVisualEffect? { get { uiKitAdditionOnly() } set {} }
    }
    open class UINavigationBar: UIView {}
    open class UIToolbar: UIView {}
    open class UITabBar: UIView {}
    open class UIGestureRecognizer: NSObject {
        public init(target: Any?, action: Selector?) {}
    }
    open class UITapGestureRecognizer: UIGestureRecognizer {}
    open class UIStackView: UIView {}
    open class UIActivityIndicatorView: UIView {}
    open class UISwitch: UIControl { open var isOn: Bool { get { uiKitAdditionOnly() } set {} } }
    open class UISegmentedControl: UIControl { open var selectedSegmentIndex: Int { get { uiKitAdditionOnly() } set {} } }

    open class UIBarButtonItem: NSObject {}

    // The stand-in declares UIApplication (with its launch options); the members apps call are added.
    extension UIApplication {
        public class var shared: UIApplication { uiKitAdditionOnly() }
        public func open(_ url: URL, options: [String: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) {}
        public func canOpenURL(_ url: URL) -> Bool { uiKitAdditionOnly() }
        /// Deprecated since iOS 13 (scenes), still what apps read to present from a ViewModel.
        public var keyWindow: UIWindow? { uiKitAdditionOnly() }
        public static let openSettingsURLString = "app-settings:"
    }

    open class UIDevice: NSObject, @unchecked Sendable {
        open class var current: UIDevice { uiKitAdditionOnly() }
        open var systemVersion: String { uiKitAdditionOnly() }
        open var model: String { uiKitAdditionOnly() }
        open var identifierForVendor: UUID? { uiKitAdditionOnly() }
    }

    open class UIScreen: NSObject, @unchecked Sendable {
        open class var main: UIScreen { uiKitAdditionOnly() }
        open var bounds: CGRect { uiKitAdditionOnly() }
        open var scale: CGFloat { uiKitAdditionOnly() }
    }

    open class UIAlertAction: NSObject {
        public enum Style: Int, Sendable { case `default`, cancel, destructive }
        public convenience init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) { self.init() }
    }

    open class NSLayoutConstraint: NSObject {
        public enum Attribute: Int, Sendable { case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, notAnAttribute = 0 }
        public enum Relation: Int, Sendable { case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1 }
        public enum Axis: Int, Sendable { case horizontal = 0, vertical = 1 }
        public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                                attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) { self.init() }
        open var isActive: Bool = false
        open var constant: CGFloat = 0
        open var priority: UILayoutPriority = .required
        open var identifier: String?
        open class func activate(_ constraints: [NSLayoutConstraint]) {}
        open class func deactivate(_ constraints: [NSLayoutConstraint]) {}
    }

    public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
        public var rawValue: Float
        public init(rawValue: Float) { self.rawValue = rawValue }
        public init(_ rawValue: Float) { self.rawValue = rawValue }
        public static let required = UILayoutPriority(1000)
        public static let defaultHigh = UILayoutPriority(750)
        public static let defaultLow = UILayoutPriority(250)
    }

    open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
        open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { uiKitAdditionOnly() }
        open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { uiKitAdditionOnly() }
        open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint { uiKitAdditionOnly() }
        open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint { uiKitAdditionOnly() }
    }
    open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
    open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}
    open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
        open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { uiKitAdditionOnly() }
        open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0) -> NSLayoutConstraint { uiKitAdditionOnly() }
    }

    extension UIView {
        public var topAnchor: NSLayoutYAxisAnchor { uiKitAdditionOnly() }
        public var bottomAnchor: NSLayoutYAxisAnchor { uiKitAdditionOnly() }
        public var centerYAnchor: NSLayoutYAxisAnchor { uiKitAdditionOnly() }
        public var leadingAnchor: NSLayoutXAxisAnchor { uiKitAdditionOnly() }
        public var trailingAnchor: NSLayoutXAxisAnchor { uiKitAdditionOnly() }
        public var leftAnchor: NSLayoutXAxisAnchor { uiKitAdditionOnly() }
        public var rightAnchor: NSLayoutXAxisAnchor { uiKitAdditionOnly() }
        public var centerXAnchor: NSLayoutXAxisAnchor { uiKitAdditionOnly() }
        public var widthAnchor: NSLayoutDimension { uiKitAdditionOnly() }
        public var heightAnchor: NSLayoutDimension { uiKitAdditionOnly() }
        public var constraints: [NSLayoutConstraint] { uiKitAdditionOnly() }
        public func addConstraint(_ constraint: NSLayoutConstraint) {}
        public func addConstraints(_ constraints: [NSLayoutConstraint]) {}
        public func removeConstraints(_ constraints: [NSLayoutConstraint]) {}
    }

    public struct UIRectCorner: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let topLeft = UIRectCorner(rawValue: 1)
        public static let topRight = UIRectCorner(rawValue: 2)
        public static let bottomLeft = UIRectCorner(rawValue: 4)
        public static let bottomRight = UIRectCorner(rawValue: 8)
        public static let allCorners = UIRectCorner(rawValue: 15)
    }

    /// UIKit's table and collection index paths.
    extension IndexPath {
        public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
        public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
        public var row: Int { get { uiKitAdditionOnly() } set {} }
        public var item: Int { get { uiKitAdditionOnly() } set {} }
        public var section: Int { get { uiKitAdditionOnly() } set {} }
    }

    /// Objective-C's selector (Foundation on Linux has none): named in signatures, built with `#selector` in bodies.
    public struct Selector: Hashable, Sendable {
        public init(_ name: String) {}
    }

    open class UINib: NSObject, @unchecked Sendable {
        public convenience init(nibName name: String, bundle bundleOrNil: Bundle?) { self.init() }
        open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [AnyHashable: Any]? = nil) -> [Any] { uiKitAdditionOnly() }
    }

    open class UIStoryboard: NSObject, @unchecked Sendable {
        public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) { self.init() }
        open func instantiateInitialViewController() -> UIViewController? { uiKitAdditionOnly() }
        open func instantiateViewController(withIdentifier identifier: String) -> UIViewController { uiKitAdditionOnly() }
    }

    open class UIAlertController: UIViewController {
        public enum Style: Int, Sendable { case actionSheet, alert }
        public convenience init(title: String?, message: String?, preferredStyle: Style) { self.init() }
        open func addAction(_ action: UIAlertAction) {}
    }

    /// Foundation's security-scoped URLs (Apple platforms only; Foundation on Linux has none), which a
    /// file picked in the Files picker needs.
    extension URL {
        public func startAccessingSecurityScopedResource() -> Bool { uiKitAdditionOnly() }
        public func stopAccessingSecurityScopedResource() { uiKitAdditionOnly() }
    }

    /// The Files picker (iOS 14's `UTType` initializers, and the `documentTypes:in:` one they replace).
    public enum UIDocumentPickerMode: UInt, Sendable { case `import`, open, exportToService, moveToService }

    @MainActor @preconcurrency
    public protocol UIDocumentPickerDelegate: NSObjectProtocol {
        func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
        func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
    }
    extension UIDocumentPickerDelegate {
        public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {}
        public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
    }

    open class UIDocumentPickerViewController: UIViewController {
        public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool) { super.init(nibName: nil, bundle: nil) }
        public convenience init(forOpeningContentTypes contentTypes: [UTType]) { self.init(forOpeningContentTypes: contentTypes, asCopy: false) }
        public init(forExporting urls: [URL], asCopy: Bool) { super.init(nibName: nil, bundle: nil) }
        public convenience init(forExporting urls: [URL]) { self.init(forExporting: urls, asCopy: false) }
        public init(documentTypes allowedUTIs: [String], in mode: UIDocumentPickerMode) { super.init(nibName: nil, bundle: nil) }
        public required init?(coder: NSCoder) { super.init(nibName: nil, bundle: nil) }
        open weak var delegate: UIDocumentPickerDelegate?
        open var allowsMultipleSelection: Bool { get { uiKitAdditionOnly() } set {} }
        open var shouldShowFileExtensions: Bool { get { uiKitAdditionOnly() } set {} }
        open var directoryURL: URL? { get { uiKitAdditionOnly() } set {} }
    }
    """#
}

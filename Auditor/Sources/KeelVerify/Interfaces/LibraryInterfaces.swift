extension Interfaces {
    /// RxDataSources' section model protocols and types (`Differentiator`, which
    /// RxDataSources re-exports), as legacy apps' models declare themselves with
    /// them (`extension UserSection: SectionModelType`, `struct Event: IdentifiableType`).
    /// Written for keel from RxDataSources' public documentation; signatures only,
    /// every body traps. The data sources themselves (`RxTableViewSectionedReloadDataSource`…)
    /// belong to view controllers and are declared with their configuration closures only.
    static let differentiator = #"""
    import Foundation

    @usableFromInline func differentiatorInterfaceOnly(_ function: StaticString = #function) -> Never {
        fatalError("RxDataSources interface stand-in: \(function) never runs")
    }

    public protocol SectionModelType {
        associatedtype Item
        var items: [Item] { get }
        init(original: Self, items: [Item])
    }

    public protocol IdentifiableType {
        associatedtype Identity: Hashable
        var identity: Identity { get }
    }

    public protocol AnimatableSectionModelType: SectionModelType, IdentifiableType where Item: IdentifiableType, Item: Equatable {}

    public struct SectionModel<Section, ItemType> {
        public typealias Item = ItemType
        public var model: Section
        public var items: [Item]
        public init(model: Section, items: [Item]) {
            self.model = model
            self.items = items
        }
        public var identity: Section { model }
    }

    extension SectionModel: SectionModelType {
        public init(original: SectionModel<Section, Item>, items: [Item]) {
            self.model = original.model
            self.items = items
        }
    }

    public struct AnimatableSectionModel<Section: IdentifiableType, ItemType: IdentifiableType & Equatable> {
        public typealias Item = ItemType
        public var model: Section
        public var items: [Item]
        public init(model: Section, items: [ItemType]) {
            self.model = model
            self.items = items
        }
    }

    extension AnimatableSectionModel: AnimatableSectionModelType {
        public var identity: Section.Identity { model.identity }
        public init(original: AnimatableSectionModel, items: [ItemType]) {
            self.model = original.model
            self.items = items
        }
    }

    extension AnimatableSectionModel: Equatable where Section: Equatable {}

    public struct IdentifiableValue<Value: Hashable>: IdentifiableType, Equatable {
        public let value: Value
        public var identity: Value { value }
    }

    public struct AnimationConfiguration {
        public init() {}
    }
    """#

    static let rxDataSources = #"""
    @_exported import Differentiator
    import Foundation
    import UIKit

    @usableFromInline func rxDataSourcesInterfaceOnly(_ function: StaticString = #function) -> Never {
        fatalError("RxDataSources interface stand-in: \(function) never runs")
    }

    open class TableViewSectionedDataSource<Section: SectionModelType>: NSObject {
        public typealias Item = Section.Item
        public typealias ConfigureCell = (TableViewSectionedDataSource<Section>, UITableView, IndexPath, Item) -> UITableViewCell
        public typealias TitleForHeaderInSection = (TableViewSectionedDataSource<Section>, Int) -> String?
        public init(configureCell: @escaping ConfigureCell, titleForHeaderInSection: @escaping TitleForHeaderInSection = { _, _ in nil }) {}
        open var sectionModels: [Section] { rxDataSourcesInterfaceOnly() }
        open subscript(section: Int) -> Section { rxDataSourcesInterfaceOnly() }
        open subscript(indexPath: IndexPath) -> Item { rxDataSourcesInterfaceOnly() }
        open func model(at indexPath: IndexPath) throws -> Any { rxDataSourcesInterfaceOnly() }
        open func setSections(_ sections: [Section]) {}
    }

    open class RxTableViewSectionedReloadDataSource<Section: SectionModelType>: TableViewSectionedDataSource<Section> {}

    open class RxTableViewSectionedAnimatedDataSource<Section: AnimatableSectionModelType>: TableViewSectionedDataSource<Section> {}

    open class CollectionViewSectionedDataSource<Section: SectionModelType>: NSObject {
        public typealias Item = Section.Item
        public typealias ConfigureCell = (CollectionViewSectionedDataSource<Section>, UICollectionView, IndexPath, Item) -> UICollectionViewCell
        public init(configureCell: @escaping ConfigureCell) {}
        open var sectionModels: [Section] { rxDataSourcesInterfaceOnly() }
        open subscript(section: Int) -> Section { rxDataSourcesInterfaceOnly() }
        open subscript(indexPath: IndexPath) -> Item { rxDataSourcesInterfaceOnly() }
        open func setSections(_ sections: [Section]) {}
    }

    open class RxCollectionViewSectionedReloadDataSource<Section: SectionModelType>: CollectionViewSectionedDataSource<Section> {}

    open class RxCollectionViewSectionedAnimatedDataSource<Section: AnimatableSectionModelType>: CollectionViewSectionedDataSource<Section> {}
    """#

    /// MessageKit's message model protocols, as chat apps' models declare themselves
    /// with them (`struct User: SenderType`, `struct Comment: MessageType`). Written for
    /// keel from MessageKit's public documentation; signatures only. `MessageKind` has
    /// the cases whose payloads need no other framework: `.location(LocationItem)`
    /// (CoreLocation's `CLLocation`) is left out, so a legacy signature naming it stays
    /// unresolved rather than guessed.
    static let messageKit = #"""
    import Foundation
    import UIKit

    public protocol SenderType {
        var senderId: String { get }
        var displayName: String { get }
    }

    public struct Sender: SenderType {
        public let senderId: String
        public let displayName: String
        public init(senderId: String, displayName: String) {
            self.senderId = senderId
            self.displayName = displayName
        }
    }

    public protocol MediaItem {
        var url: URL? { get }
        var image: UIImage? { get }
        var placeholderImage: UIImage { get }
        var size: CGSize { get }
    }

    public protocol AudioItem {
        var url: URL { get }
        var duration: Float { get }
        var size: CGSize { get }
    }

    public protocol ContactItem {
        var displayName: String { get }
        var initials: String { get }
        var phoneNumbers: [String] { get }
        var emails: [String] { get }
    }

    public protocol LinkItem {
        var text: String? { get }
        var attributedText: NSAttributedString? { get }
        var url: URL { get }
        var title: String? { get }
        var teaser: String { get }
        var thumbnailImage: UIImage { get }
    }

    public enum MessageKind {
        case text(String)
        case attributedText(NSAttributedString)
        case photo(MediaItem)
        case video(MediaItem)
        case emoji(String)
        case audio(AudioItem)
        case contact(ContactItem)
        case linkPreview(LinkItem)
        case custom(Any?)
    }

    public protocol MessageType {
        var sender: SenderType { get }
        var messageId: String { get }
        var sentDate: Date { get }
        var kind: MessageKind { get }
    }
    """#
}

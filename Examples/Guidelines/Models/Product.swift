/// The SwiftUI MVVM Team Guidelines, "Models are simple data structures without business logic".
public struct Product: Identifiable, Hashable, Sendable {
    public let id: String
    public let name: String
    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}

import Foundation
import KeelRx

/// A legacy `Input`/`Output` screen whose outputs use `self` strongly in their operator
/// closures, as list screens of RxSwift apps often do: harmless there (the controller's
/// dispose bag holds the outputs), a retain cycle once the ViewModel stores the chains
/// itself — the migration must capture `[weak self]`.
public final class PantryViewModel {
    public struct Input {
        public let refresh: Driver<Void>
        public let selection: Driver<Jar>

        public init(refresh: Driver<Void>, selection: Driver<Jar>) {
            self.refresh = refresh
            self.selection = selection
        }
    }

    public struct Output {
        public let heading: Driver<String>
        public let jarSelected: Driver<JarDetailViewModel>
    }

    private let store: PantryStore
    private let name = "Reading list"

    public init(store: PantryStore) {
        self.store = store
    }

    public func transform(input: Input) -> Output {
        let heading = input.refresh
            .map { _ -> String in
                "\(self.name): \(self.store.lent.count) lent"
            }
        let jarSelected = input.selection
            .filter { self.store.isAvailable($0) }
            .map({ (jar) -> JarDetailViewModel in
                let viewModel = JarDetailViewModel(jar: jar, store: self.store)
                return viewModel
            })
        return Output(heading: heading, jarSelected: jarSelected)
    }
}

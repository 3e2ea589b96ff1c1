import Foundation
import KeelRx

/// A legacy search screen: the query is a two-way relay the controller
/// writes; the ViewModel trims, de-duplicates and filters it, runs the
/// latest search only (`flatMapLatest`), recovers from errors with an empty
/// result, and reports a selection as an event.
public final class PlaceSearchViewModel {
    public let query = BehaviorRelay<String>(value: "")
    public let results = BehaviorRelay<[Place]>(value: [])
    public let isSearching = BehaviorRelay<Bool>(value: false)
    public let placeSelected = PublishRelay<Place>()

    private let searchService: PlaceSearching
    private let disposeBag = DisposeBag()

    public init(searchService: PlaceSearching) {
        self.searchService = searchService
        query
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .distinctUntilChanged()
            .filter { $0.count >= 2 }
            .do(onNext: { [weak self] _ in
                self?.isSearching.accept(true)
            })
            .flatMapLatest { [searchService] text in
                searchService.search(text).asObservable().catchAndReturn([])
            }
            .subscribe(onNext: { [weak self] places in
                self?.isSearching.accept(false)
                self?.results.accept(places)
            })
            .disposed(by: disposeBag)
    }

    public func choose(_ place: Place) {
        placeSelected.accept(place)
    }

    public func clear() {
        query.accept("")
        results.accept([])
    }
}

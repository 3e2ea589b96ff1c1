import KeelRx
import MigrationLegacyFixtures
import Testing
@testable import MigrationMigratedFixtures

@MainActor
protocol PlaceSearchDriver: AnyObject {
    var query: String { get }
    var results: [Place] { get }
    var isSearching: Bool { get }
    var selected: [Place] { get }
    func type(_ text: String)
    func choose(_ place: Place)
    func clear()
}

@MainActor
final class LegacyPlaceSearch: PlaceSearchDriver {
    let viewModel: PlaceSearchViewModel
    private(set) var selected: [Place] = []
    private let disposeBag = DisposeBag()

    init(service: PlaceSearching) {
        viewModel = PlaceSearchViewModel(searchService: service)
        viewModel.placeSelected.subscribe(onNext: { [weak self] in self?.selected.append($0) }).disposed(by: disposeBag)
    }

    var query: String { viewModel.query.value }
    var results: [Place] { viewModel.results.value }
    var isSearching: Bool { viewModel.isSearching.value }
    /// The legacy controller bound its text field to the relay.
    func type(_ text: String) { viewModel.query.accept(text) }
    func choose(_ place: Place) { viewModel.choose(place) }
    func clear() { viewModel.clear() }
}

@MainActor
final class MigratedPlaceSearch: PlaceSearchDriver {
    let viewModel: PlaceSearchScreenViewModelImpl
    private(set) var selected: [Place] = []

    init(service: PlaceSearching) {
        viewModel = PlaceSearchScreenViewModelImpl(searchService: service)
        viewModel.onPlaceSelected = { [weak self] in self?.selected.append($0) }
    }

    var query: String { viewModel.query }
    var results: [Place] { viewModel.results }
    var isSearching: Bool { viewModel.isSearching }
    func type(_ text: String) { viewModel.updateQuery(text) }
    func choose(_ place: Place) { viewModel.choose(place) }
    func clear() { viewModel.clear() }
}

@MainActor
@Suite("Place search (flatMapLatest): legacy and migrated ViewModels behave the same", .timeLimit(.minutes(1)))
struct PlaceSearchEquivalenceTests {
    let service = InMemoryPlaceSearch()
    let amsterdam = Place(name: "Amsterdam")
    let amstelveen = Place(name: "Amstelveen")
    let berlin = Place(name: "Berlin")

    init() { service.catalog = [amsterdam, amstelveen, berlin] }

    func make(_ variant: Variant) -> any PlaceSearchDriver {
        variant == .legacy ? LegacyPlaceSearch(service: service) : MigratedPlaceSearch(service: service)
    }

    @Test(arguments: Variant.generated)
    func searchesTrimmedQueriesOfTwoCharactersOrMore(_ variant: Variant) async {
        let search = make(variant)
        search.type("a")
        await settle()
        #expect(service.queries.isEmpty)
        search.type(" ams ")
        await settle()
        #expect(service.queries == ["ams"])
        #expect(search.results == [amsterdam, amstelveen])
        #expect(!search.isSearching)
        #expect(search.query == " ams ")
    }

    @Test(arguments: Variant.generated)
    func theSameTrimmedQueryIsNotSearchedTwice(_ variant: Variant) async {
        let search = make(variant)
        search.type("ber")
        search.type("ber ")
        await settle()
        #expect(service.queries == ["ber"])
        #expect(search.results == [berlin])
    }

    @Test(arguments: Variant.generated)
    func onlyTheLatestQueryIsAnswered(_ variant: Variant) async {
        service.holds = true
        let search = make(variant)
        search.type("am")
        await settle()
        #expect(search.isSearching)
        search.type("ber")
        await settle()
        #expect(service.cancelled == 1)
        service.finish()
        await settle()
        #expect(search.results == [berlin])
        #expect(!search.isSearching)
    }

    @Test(arguments: Variant.generated)
    func aFailedSearchShowsNoResults(_ variant: Variant) async {
        let search = make(variant)
        search.type("ams")
        await settle()
        service.failing = true
        search.type("berl")
        await settle()
        #expect(search.results.isEmpty)
        #expect(!search.isSearching)
        // The pipeline survives the error (it was recovered inside flatMapLatest).
        service.failing = false
        search.type("elv")
        await settle()
        #expect(search.results == [amstelveen])
    }

    @Test(arguments: Variant.generated)
    func clearAndChoose(_ variant: Variant) async {
        let search = make(variant)
        search.type("ams")
        await settle()
        search.choose(amstelveen)
        search.clear()
        await settle()
        #expect(search.query.isEmpty)
        #expect(search.results.isEmpty)
        #expect(search.selected == [amstelveen])
        #expect(service.queries == ["ams"])
    }
}

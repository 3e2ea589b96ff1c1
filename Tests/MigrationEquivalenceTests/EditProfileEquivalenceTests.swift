import KeelRx
import MigrationLegacyFixtures
import Testing
@testable import MigrationMigratedFixtures

@MainActor
protocol EditProfileDriver: AnyObject {
    var name: String { get }
    var email: String { get }
    var title: String { get }
    var isSaveEnabled: Bool { get }
    var isSaving: Bool { get }
    var saved: [Profile] { get }
    func setName(_ name: String)
    func setEmail(_ email: String)
    func save()
}

/// The legacy screen receives its parameters through init (the router passed them).
@MainActor
final class LegacyEditProfile: EditProfileDriver {
    let viewModel: EditProfileViewModel
    private(set) var saved: [Profile] = []
    private let disposeBag = DisposeBag()

    init(profile: Profile, isNew: Bool, service: ProfileServicing) {
        viewModel = EditProfileViewModel(profile: profile, isNew: isNew, profileService: service)
        viewModel.saved.subscribe(onNext: { [weak self] in self?.saved.append($0) }).disposed(by: disposeBag)
    }

    var name: String { viewModel.name.value }
    var email: String { viewModel.email.value }
    var title: String { viewModel.title.value }
    var isSaveEnabled: Bool { viewModel.isSaveEnabled.value }
    var isSaving: Bool { viewModel.isSaving.value }
    func setName(_ name: String) { viewModel.name.accept(name) }
    func setEmail(_ email: String) { viewModel.email.accept(email) }
    func save() { viewModel.save() }
}

/// The migrated screen: the legacy caller sets the state manager, then routes.
@MainActor
final class MigratedEditProfile: EditProfileDriver {
    let viewModel: EditProfileScreenViewModelImpl
    private(set) var saved: [Profile] = []

    init(profile: Profile, isNew: Bool, service: ProfileServicing) {
        let stateManager = EditProfileScreenStateManager()
        stateManager.setCurrent(profile: profile, isNew: isNew)
        viewModel = EditProfileScreenViewModelImpl(editProfileScreenStateManager: stateManager, profileService: service)
        viewModel.onSaved = { [weak self] in self?.saved.append($0) }
    }

    var name: String { viewModel.name }
    var email: String { viewModel.email }
    var title: String { viewModel.title }
    var isSaveEnabled: Bool { viewModel.isSaveEnabled }
    var isSaving: Bool { viewModel.isSaving }
    func setName(_ name: String) { viewModel.updateName(name) }
    func setEmail(_ email: String) { viewModel.updateEmail(email) }
    func save() { viewModel.save() }
}

@MainActor
@Suite("Edit profile (parameters → state manager): legacy and migrated ViewModels behave the same", .timeLimit(.minutes(1)))
struct EditProfileEquivalenceTests {
    let service = InMemoryProfileService()
    let ada = Profile(name: "Ada", email: "ada@example.com")

    func make(_ variant: Variant, profile: Profile? = nil, isNew: Bool = false) -> any EditProfileDriver {
        let profile = profile ?? ada
        return variant == .legacy
            ? LegacyEditProfile(profile: profile, isNew: isNew, service: service)
            : MigratedEditProfile(profile: profile, isNew: isNew, service: service)
    }

    @Test(arguments: Variant.generated)
    func showsTheProfileItReceived(_ variant: Variant) async {
        let screen = make(variant)
        await settle()
        #expect(screen.name == "Ada")
        #expect(screen.email == "ada@example.com")
        #expect(screen.title == "Edit Ada")
        #expect(screen.isSaveEnabled)
        let new = make(variant, profile: Profile(name: "", email: ""), isNew: true)
        await settle()
        #expect(new.title == "New profile")
        #expect(!new.isSaveEnabled)
    }

    @Test(arguments: Variant.generated)
    func anUnchangedProfileIsNotSaved(_ variant: Variant) async {
        let screen = make(variant)
        await settle()
        screen.save()
        await settle()
        #expect(service.saved.isEmpty)
        #expect(screen.saved.isEmpty)
    }

    @Test(arguments: Variant.generated)
    func anInvalidEmailDisablesSaving(_ variant: Variant) async {
        let screen = make(variant)
        await settle()
        screen.setEmail("not an address")
        await settle()
        #expect(!screen.isSaveEnabled)
        screen.save()
        await settle()
        #expect(service.saved.isEmpty)
    }

    @Test(arguments: Variant.generated)
    func aChangedProfileIsSavedAndReported(_ variant: Variant) async {
        let screen = make(variant)
        await settle()
        screen.setName("Ada L.")
        await settle()
        screen.save()
        await settle()
        let expected = Profile(name: "Ada L.", email: "ada@example.com")
        #expect(service.saved == [expected])
        #expect(screen.saved == [expected])
        #expect(!screen.isSaving)
    }

    @Test(arguments: Variant.generated)
    func aNewProfileIsSavedOnceValid(_ variant: Variant) async {
        let screen = make(variant, profile: Profile(name: "Grace", email: "grace@example.com"), isNew: true)
        await settle()
        screen.save()
        await settle()
        #expect(service.saved.map(\.name) == ["Grace"])
    }

    @Test(arguments: Variant.generated)
    func aFailedSaveEndsSavingWithoutReporting(_ variant: Variant) async {
        service.failure = .offline
        let screen = make(variant)
        await settle()
        screen.setName("Ada B.")
        await settle()
        screen.save()
        await settle()
        #expect(!screen.isSaving)
        #expect(screen.saved.isEmpty)
    }
}

import KeelRx

/// A legacy settings screen that receives its parameters through init (the
/// router passes a profile and whether it is new): the State Manager case of
/// the migration guide's decision matrix.
public final class EditProfileViewModel {
    public let name: BehaviorRelay<String>
    public let email: BehaviorRelay<String>
    public let title: BehaviorRelay<String>
    public let isSaveEnabled = BehaviorRelay<Bool>(value: false)
    public let isSaving = BehaviorRelay<Bool>(value: false)
    public let saved = PublishSubject<Profile>()

    private let original: Profile
    private let isNew: Bool
    private let profileService: ProfileServicing
    private let disposeBag = DisposeBag()

    public init(profile: Profile, isNew: Bool, profileService: ProfileServicing) {
        original = profile
        self.isNew = isNew
        self.profileService = profileService
        name = BehaviorRelay(value: profile.name)
        email = BehaviorRelay(value: profile.email)
        title = BehaviorRelay(value: isNew ? "New profile" : "Edit \(profile.name)")
        Observable.combineLatest(name.asObservable(), email.asObservable()) { name, email in
            !name.isEmpty && email.contains("@")
        }
        .bind(to: isSaveEnabled)
        .disposed(by: disposeBag)
    }

    public var hasChanges: Bool {
        name.value != original.name || email.value != original.email
    }

    public func save() {
        guard isSaveEnabled.value, hasChanges || isNew else { return }
        isSaving.accept(true)
        profileService.save(Profile(name: name.value, email: email.value))
            .subscribe(onSuccess: { [weak self] profile in
                self?.isSaving.accept(false)
                self?.saved.onNext(profile)
            }, onFailure: { [weak self] _ in
                self?.isSaving.accept(false)
            })
            .disposed(by: disposeBag)
    }
}

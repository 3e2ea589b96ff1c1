import Foundation
import KeelRx

/// A signed-in user.
public struct User: Equatable, Sendable {
    public let name: String

    public init(name: String) { self.name = name }
}

/// The legacy authentication service (RxSwift; unchanged by the migration).
public protocol Authenticating: AnyObject {
    func signIn(email: String, password: String) -> Single<User>
}

/// Where the sign-in screen goes once signed in.
public protocol SignInRouting: AnyObject {
    func showHome(user: User)
}

/// A legacy form: the screen writes the fields into relays, the button
/// is enabled from both, a tap signs in (busy while it runs, the error's
/// message when it fails), and success routes home with the user through
/// the weak router the coordinator sets.
public final class SignInViewModel {
    public let email = BehaviorRelay<String>(value: "")
    public let password = BehaviorRelay<String>(value: "")
    public let isSignInEnabled: Observable<Bool>
    public let isBusy = BehaviorRelay<Bool>(value: false)
    public let errorMessage = BehaviorRelay<String?>(value: nil)
    public let signInTap = PublishRelay<Void>()
    public weak var router: SignInRouting?

    private let auth: Authenticating
    private let disposeBag = DisposeBag()

    public init(auth: Authenticating) {
        self.auth = auth
        isSignInEnabled = Observable.combineLatest(email, password) { email, password in
            email.contains("@") && password.count >= 6
        }
        signInTap
            .subscribe(onNext: { [weak self] in
                self?.signIn()
            })
            .disposed(by: disposeBag)
    }

    private func signIn() {
        isBusy.accept(true)
        errorMessage.accept(nil)
        auth.signIn(email: email.value, password: password.value)
            .subscribe(onSuccess: { [weak self] user in
                self?.isBusy.accept(false)
                self?.router?.showHome(user: user)
            }, onFailure: { [weak self] error in
                self?.isBusy.accept(false)
                self?.errorMessage.accept(error.localizedDescription)
            })
            .disposed(by: disposeBag)
    }
}

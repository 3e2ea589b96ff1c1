import Foundation
import Testing
@testable import KeelAudit

/// Set 16's classes (rules-r17c), opened, each as a from-scratch fixture that fails on the build before
/// the change, with what the rule must keep.
@Suite("Opened set 16 classes", .timeLimit(.minutes(2)))
struct OpenedSet16ClassesTests: FolderFixtureAudit {
    /// VM012: a write into a field of a `@Published` value (`self?.panel.title = …`, `panel.isBusy = …`)
    /// mutates the published property itself — off the main actor inside `Task.detached`, and inside a
    /// `Task { … }` or an `async` method of a class that is not `@MainActor`. A local of the same name,
    /// another object's field, and a `@MainActor` class's `Task` stay quiet.
    @Test func aFieldOfPublishedStateWrittenOffMainIsAWriteOfTheState() async {
        let source = """
        import Combine

        struct Panel: Equatable {
            var title = ""
            var isBusy = false
        }

        protocol PanelSource { func title() async throws -> String }

        final class PanelViewModel: ObservableObject {
            @Published var panel = Panel()
            let source: any PanelSource
            init(source: any PanelSource) { self.source = source }

            func refreshDetached() {
                Task.detached { [weak self] in
                    let title = (try? await self?.source.title()) ?? ""
                    self?.panel.title = title // detached
                }
            }

            func refreshInTask() {
                Task {
                    do {
                        _ = try await source.title()
                        panel.isBusy = false // task
                    } catch {
                        panel.isBusy = true
                    }
                }
            }

            func reload() async {
                let title = (try? await source.title()) ?? ""
                panel.title = title // async
            }

            func localOnly() async {
                var panel = Panel()
                panel.title = "draft"
                _ = panel
            }
        }

        @MainActor
        final class IsolatedPanelViewModel: ObservableObject {
            @Published var panel = Panel()
            func refresh() {
                Task { panel.isBusy = true }
            }
        }
        """
        let path = "Panels/PanelViewModel.swift"
        let result = await audit([path: source])
        #expect(found(result, "VM012") == [place(path, source, "// detached"), place(path, source, "// task"),
                                           place(path, source, "panel.isBusy = true"), place(path, source, "// async")])
    }

    /// RT001: an enum a ViewModel keeps as the array its view binds to `NavigationStack(path:)` and maps to
    /// screens with `.navigationDestination(for:)` is the stack's route, not rows of a list: its cases with
    /// parameters are reported. An enum a view keeps as list rows stays list data.
    @Test func theArrayANavigationStackBindsHoldsRoutes() async {
        let model = """
        import SwiftUI
        import Observation

        struct Lesson: Hashable { let id: Int }

        enum CourseStep: Hashable {
            case overview
            case lesson(Lesson, chapter: Int)
            case quiz(id: Int)
        }

        enum Badge: Hashable {
            case earned(points: Int)
        }

        @Observable
        final class CourseViewModel {
            var steps: [CourseStep] = []
            var title = ""
            func reload() async { title = "Course" }
        }
        """
        let view = """
        import SwiftUI

        struct CourseScene: View {
            @Bindable var viewModel: CourseViewModel
            let badges: [Badge] = []
            var body: some View {
                NavigationStack(path: $viewModel.steps) {
                    Text(viewModel.title)
                        .navigationDestination(for: CourseStep.self) { _ in Text("step") }
                        .navigationDestination(for: Badge.self) { _ in Text("badge") }
                }
            }
        }
        """
        let result = await audit(["Course/CourseViewModel.swift": model, "Course/CourseScene.swift": view])
        #expect(found(result, "RT001") == [place("Course/CourseViewModel.swift", model, "case lesson"),
                                           place("Course/CourseViewModel.swift", model, "case quiz")])
    }

    /// VM010: a coordinator method taking a `url:` argument that pushes a screen navigates (only a web
    /// view's own loading of a URL does not); `finish()` that a coordinator inherits from its protocol's
    /// extension and that only removes the child from its parent's list, called in `deinit`, does not.
    @Test func aURLArgumentDoesNotHideNavigationAndAnInheritedFinishIsQuiet() async {
        let flow = """
        import UIKit

        protocol Flow: AnyObject {
            var parent: Flow? { get set }
            var children: [Flow] { get set }
            var navigationController: UINavigationController { get }
            func finish()
        }

        extension Flow {
            func finish() { parent?.childDidEnd(self) }
            func childDidEnd(_ child: Flow?) { children = children.filter { $0 !== child } }
        }

        protocol HelpFlow: Flow {
            func showPage(url: String)
        }

        final class DefaultHelpFlow: HelpFlow {
            var parent: Flow?
            var children: [Flow] = []
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func showPage(url: String) {
                navigationController.pushViewController(HelpPageController(address: url), animated: true)
            }
        }

        final class HelpPageController: UIViewController {
            let address: String
            init(address: String) { self.address = address; super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { nil }
        }
        """
        let model = """
        import Foundation
        import RxSwift

        final class HelpViewModel {
            private let flow: HelpFlow
            private let disposeBag = DisposeBag()
            init(flow: HelpFlow) { self.flow = flow }
            deinit {
                flow.finish()
            }
            func bind(termsTap: Observable<Void>) {
                termsTap.subscribe(onNext: { [weak self] in
                    self?.flow.showPage(url: "https://example.com/terms")
                }).disposed(by: disposeBag)
            }
        }

        final class HelpViewController: UIViewController {
            let viewModel: HelpViewModel
            init(viewModel: HelpViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { nil }
        }
        """
        let result = await audit(["Help/Flow.swift": flow, "Help/HelpViewModel.swift": model])
        #expect(found(result, "VM010") == [place("Help/HelpViewModel.swift", model, "showPage(url:")])
    }
}

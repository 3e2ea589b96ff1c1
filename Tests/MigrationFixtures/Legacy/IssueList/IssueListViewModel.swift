import Foundation
import KeelRx

/// The screen an issue opens on (a legacy ViewModel of its own; the list only builds it).
public final class IssueDetailViewModel {
    public let title: String

    public init(title: String) {
        self.title = title
    }
}

/// A legacy issue list in the `Input`/`Output` style whose outputs hand out the next screens'
/// ViewModels: an issue's detail (`issueSelected` — not an `is…` Boolean), and the list of the
/// parent project, a ViewModel of its own type. It keeps a plain stored toggle with the name of
/// the output that publishes it (`hidesClosed`).
public final class IssueListViewModel {
    public struct Input {
        public let selection: Observable<String>
        public let parentSelection: Observable<Void>
        public let closedToggle: Observable<Void>

        public init(selection: Observable<String>, parentSelection: Observable<Void>, closedToggle: Observable<Void>) {
            self.selection = selection
            self.parentSelection = parentSelection
            self.closedToggle = closedToggle
        }
    }

    public struct Output {
        public let issueSelected: Driver<IssueDetailViewModel>
        public let parentList: Driver<IssueListViewModel>
        public let hidesClosed: Driver<Bool>
    }

    public let project: String
    public let parentProject: String?
    public var hidesClosed = true

    public init(project: String, parentProject: String? = nil) {
        self.project = project
        self.parentProject = parentProject
    }

    public func transform(input: Input) -> Output {
        let issueSelected = input.selection
            .map { title -> IssueDetailViewModel in
                IssueDetailViewModel(title: title)
            }
            .asDriver(onErrorDriveWith: .empty())

        let parentList = input.parentSelection
            .compactMap { [weak self] () -> IssueListViewModel? in
                guard let self = self, let parent = self.parentProject else { return nil }
                return IssueListViewModel(project: parent)
            }
            .asDriver(onErrorDriveWith: .empty())

        let hidesClosed = input.closedToggle
            .map { [weak self] () -> Bool in
                guard let self = self else { return false }
                self.hidesClosed = !self.hidesClosed
                return self.hidesClosed
            }
            .asDriver(onErrorJustReturn: false)

        return Output(issueSelected: issueSelected, parentList: parentList, hidesClosed: hidesClosed)
    }
}

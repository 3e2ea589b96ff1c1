#!/usr/bin/env python3
"""Generates a synthetic iOS codebase for keel's performance harness.

Usage: generate-tree.py OUTPUT_DIR [TOTAL_LINES]   (default 500000)

The tree mixes what the guides talk about — legacy RxSwift managers, UIKit
view controllers, Combine ViewModels (some compliant, some not), SwiftUI
views and coordinators — so every rule has work to do. Deterministic: the
same arguments give the same files.
"""
import os
import random
import sys

VIEW_MODEL = '''import Combine
import Foundation

@MainActor
final class {name}ViewModel: ObservableObject {{
    @Published private(set) var items: [String] = []
    @Published private(set) var isLoading = false
    @Published {published_access}var errorMessage: String?
    private let service: {name}Service
    private var cancellables = Set<AnyCancellable>()

    init(service: {name}Service) {{
        self.service = service
        service.itemsSubject
            .asPublisher()
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: {{ [weak self] completion in
                if case .failure(let error) = completion {{ self?.errorMessage = error.localizedDescription }}
            }}, receiveValue: {{ [weak self] items in
                self?.items = items
            }})
            .store(in: &cancellables)
    }}
{methods}}}
'''

METHOD = '''
    func action{i}(_ value: Int) {{
        isLoading = true
        let doubled = value * 2
        if doubled > {i} {{
            errorMessage = nil
        }} else {{
            errorMessage = "value \\(doubled) too small"
        }}
        isLoading = false
    }}
'''

MANAGER = '''import RxSwift

final class {name}Service {{
    let itemsSubject = BehaviorSubject<[String]>(value: [])
    private let disposeBag = DisposeBag()
{methods}}}
'''

MANAGER_METHOD = '''
    func load{i}() -> Single<[String]> {{
        Single.create {{ observer in
            observer(.success(["item{i}"]))
            return Disposables.create()
        }}
    }}
'''

VIEW = '''import SwiftUI

struct {name}View: View {{
    @StateObject private var viewModel: {name}ViewModel

    init(service: {name}Service) {{
        _viewModel = StateObject(wrappedValue: {name}ViewModel(service: service))
    }}

    var body: some View {{
        List(viewModel.items, id: \\.self) {{ item in
            Text(item)
        }}
        .overlay {{
            if viewModel.isLoading {{ ProgressView() }}
        }}
    }}
}}
'''

CONTROLLER = '''import RxSwift
import UIKit

final class {name}ViewController: UIViewController {{
    private let disposeBag = DisposeBag()
    var service: {name}Service!

    override func viewDidLoad() {{
        super.viewDidLoad()
        service.itemsSubject.subscribe(onNext: {{ [weak self] _ in
            self?.view.setNeedsLayout()
        }}).disposed(by: disposeBag)
    }}
}}
'''


def main():
    out = sys.argv[1]
    total = int(sys.argv[2]) if len(sys.argv) > 2 else 500_000
    rng = random.Random(42)
    lines = 0
    feature = 0
    while lines < total:
        name = f"Feature{feature}"
        folder = os.path.join(out, "App", f"Module{feature // 50}", name)
        os.makedirs(folder, exist_ok=True)
        methods = "".join(METHOD.format(i=i) for i in range(rng.randint(20, 40)))
        files = {
            f"{name}ViewModel.swift": VIEW_MODEL.format(
                name=name, methods=methods, published_access="" if feature % 7 == 0 else "private(set) "),
            f"{name}Service.swift": MANAGER.format(
                name=name, methods="".join(MANAGER_METHOD.format(i=i) for i in range(rng.randint(10, 25)))),
            f"{name}View.swift": VIEW.format(name=name),
            f"{name}ViewController.swift": CONTROLLER.format(name=name),
        }
        for file_name, text in files.items():
            with open(os.path.join(folder, file_name), "w", encoding="utf-8") as handle:
                handle.write(text)
            lines += text.count("\n")
        feature += 1
    print(f"generated {feature * 4} files, {lines} lines in {out}")


if __name__ == "__main__":
    main()

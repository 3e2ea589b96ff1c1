import SwiftSyntax

/// What a legacy controller shows about the feature.
enum ControllerFacts {
    /// Stored `var`s without a value and not outlets or the ViewModel: set
    /// by whoever presents the controller (the router's parameters).
    static func receivesValues(_ decl: ClassDeclSyntax) -> Bool {
        for member in decl.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindingSpecifier.text == "var",
                  !variable.attributes.contains(where: { $0.trimmedDescription.contains("IBOutlet") }),
                  !variable.modifiers.contains(where: { ["private", "fileprivate", "weak", "static", "lazy"].contains($0.name.text) })
            else { continue }
            for binding in variable.bindings where binding.accessorBlock == nil && binding.initializer == nil {
                guard let type = binding.typeAnnotation?.type.trimmedDescription else { continue }
                let simple = TypeText.simpleName(type)
                if simple.contains("ViewModel") || simple.contains("Router") || simple.contains("Coordinator") || simple.contains("Delegate") { continue }
                if TypeText.knownValueTypes.contains(simple) { return true }
            }
        }
        return false
    }
}

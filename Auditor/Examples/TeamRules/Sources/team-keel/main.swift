import FeatureRules
import Foundation
import KeelAudit

// The team's keel: `keel audit` with the team's rules beside keel's own.
let code = await KeelTeamAudit.run(arguments: Array(CommandLine.arguments.dropFirst()), rules: [FeatureModuleIsolationRule()])
exit(code)

import PackagePlugin

@main
struct KeelAuditPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        print("keel audit plugin — lands with issue 8")
    }
}

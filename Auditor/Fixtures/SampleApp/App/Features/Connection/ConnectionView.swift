import SwiftUI

struct ConnectionView: View {
    @ObservedObject var viewModel = ConnectionViewModel()
    @State private var text = ""

    var body: some View {
        VStack {
            Text("Status")
            TextField("Name", text: $text)
        }
        .onChange(of: text) { newValue in
            viewModel.isConnecting = !newValue.isEmpty
        }
    }
}

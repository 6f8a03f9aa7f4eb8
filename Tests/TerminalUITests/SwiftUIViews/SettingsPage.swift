import TerminalUI  // in an iOS project: import SwiftUI

// One page of SwiftUI as its users write it: view-local `@State`, a `Stepper`, a `Slider`, a
// `SecureField`, a `DisclosureGroup`, a `Menu` and a `.refreshable` list whose rows `.onDelete`
// removes. It compiles unchanged with SwiftUI (but for the import); `SettingsPageTests` draws
// it with `ViewHost` at 80×24 and drives it by keys.

struct SettingsPage: View {
  /// Fetches the devices again (the network, in an app; a test decides when it answers).
  let fetchDevices: @MainActor @Sendable () async -> [String]

  @State private var servings = 2
  @State private var volume = 40.0
  @State private var password = ""
  @State private var notifies = false
  @State private var sortOrder = "Name"
  @State private var devices = ["iPhone", "iPad", "Mac"]

  var body: some View {
    Form {
      Section("Kitchen") {
        Stepper("Servings", value: $servings, in: 1...8)
        Slider(value: $volume, in: 0...100) {
          Text("Volume")
        }
        SecureField("Password", text: $password)
      }
      Section("Preferences") {
        DisclosureGroup("Notifications") {
          Toggle("Notify me", isOn: $notifies)
        }
        Menu("Sort by \(sortOrder)") {
          Button("Name") { sortOrder = "Name" }
          Button("Date") { sortOrder = "Date" }
        }
      }
      Section("Devices") {
        ForEach(devices, id: \.self) { device in
          Text(device)
        }
        .onDelete { offsets in
          devices.remove(atOffsets: offsets)
        }
      }
    }
    .refreshable {
      await reload()
    }
  }

  private func reload() async {
    devices = await fetchDevices()
  }
}

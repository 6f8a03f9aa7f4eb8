import Foundation
import TerminalUI

/// A pseudo-terminal pair for tests: the test holds the master side (it types and reads the
/// screen), a program or a session uses the slave side as its terminal.
struct PseudoTerminal {
  let master: Int32
  let slave: Int32
  let slavePath: String

  /// A new pair with the given window size; nil if the system has none to give.
  init?(columns: Int, rows: Int) {
    #if canImport(Glibc)
      var master: Int32 = -1
      var slave: Int32 = -1
      guard openpty(&master, &slave, nil, nil, nil) == 0 else { return nil }
    #else
      let master = posix_openpt(O_RDWR | O_NOCTTY)
      guard master >= 0, grantpt(master) == 0, unlockpt(master) == 0, let name = ptsname(master)
      else { return nil }
      let slave = open(name, O_RDWR | O_NOCTTY)
      guard slave >= 0 else { return nil }
    #endif
    // Programs the tests start must not inherit either side.
    _ = fcntl(master, F_SETFD, FD_CLOEXEC)
    _ = fcntl(slave, F_SETFD, FD_CLOEXEC)
    var name = [CChar](repeating: 0, count: 256)
    guard ttyname_r(slave, &name, name.count) == 0 else { return nil }
    let path = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    self.master = master
    self.slave = slave
    self.slavePath = path
    resize(columns: columns, rows: rows)
  }

  /// Sets the window size, as a terminal window does when resized (the program gets SIGWINCH).
  func resize(columns: Int, rows: Int) {
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
  }

  /// Types bytes, as the user's keyboard would.
  func send(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
  }

  /// Reads what the program wrote into `screen` until `done` holds or `timeout` passes (a limit
  /// for a broken program, not a wait: it returns as soon as the screen is right). True if done.
  /// Waiting for the program's output leaves the main actor, which the other tests share.
  @MainActor
  func read(into screen: VirtualTerminal, timeout: Duration = .seconds(20), until done: () -> Bool)
    async -> Bool
  {
    let deadline = ContinuousClock.now + timeout
    while !done() {
      let remaining = deadline - ContinuousClock.now
      guard remaining > .zero else { return false }
      guard let bytes = await output(within: remaining) else { continue }
      guard !bytes.isEmpty else { return done() }
      screen.feed(bytes)
    }
    return true
  }

  /// What the program writes next, waited for on a thread of its own for at most `limit`: nil
  /// when it wrote nothing meanwhile, empty when its side of the terminal closed.
  private func output(within limit: Duration) async -> [UInt8]? {
    let master = self.master
    return await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(clamping: limit.components.seconds * 1000 + 1)
        guard poll(&descriptor, 1, milliseconds) > 0 else { return continuation.resume(returning: nil) }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = Foundation.read(master, &buffer, buffer.count)
        continuation.resume(returning: count > 0 ? Array(buffer.prefix(count)) : [])
      }
    }
  }

  /// Reads whatever the program still writes, without waiting for more.
  @MainActor
  func drain(into screen: VirtualTerminal) {
    var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    while poll(&descriptor, 1, 0) > 0, descriptor.revents & Int16(POLLIN) != 0 {
      var buffer = [UInt8](repeating: 0, count: 4096)
      let count = Foundation.read(master, &buffer, buffer.count)
      guard count > 0 else { return }
      screen.feed(buffer.prefix(count))
    }
  }

  func close() {
    Foundation.close(master)
    Foundation.close(slave)
  }
}

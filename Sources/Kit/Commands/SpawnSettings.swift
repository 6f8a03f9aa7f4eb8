import Foundation

/// The file actions `posix_spawn` performs in a child before it runs its program, written once
/// for Linux and macOS, whose C types differ.
struct SpawnFileActions {
  #if canImport(Darwin)
    /// The C value, passed as `&actions.raw` to `posix_spawnp`.
    var raw: posix_spawn_file_actions_t?
  #else
    /// The C value, passed as `&actions.raw` to `posix_spawnp`.
    var raw = posix_spawn_file_actions_t()
  #endif

  /// No actions yet.
  init() {
    posix_spawn_file_actions_init(&raw)
  }

  /// Standard input reads `/dev/null`: the child never waits for keys.
  mutating func openNullInput() {
    posix_spawn_file_actions_addopen(&raw, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
  }

  /// `target` becomes a copy of `descriptor` (how output goes into the pipe).
  mutating func duplicate(_ descriptor: Int32, to target: Int32) {
    posix_spawn_file_actions_adddup2(&raw, descriptor, target)
  }

  /// `descriptor` is closed in the child.
  mutating func close(_ descriptor: Int32) {
    posix_spawn_file_actions_addclose(&raw, descriptor)
  }

  /// The child starts in `path`; false when the C library cannot do that (glibc before 2.29).
  mutating func changeDirectory(to path: String) -> Bool {
    #if canImport(Darwin)
      return posix_spawn_file_actions_addchdir_np(&raw, path) == 0
    #else
      // Glibc declares it only for GNU sources, which Swift's Glibc module is not: look it up.
      typealias AddDirectoryChange =
        @convention(c) (
          UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>
        ) -> Int32
      guard let symbol = dlsym(nil, "posix_spawn_file_actions_addchdir_np") else { return false }
      let addDirectoryChange = unsafeBitCast(symbol, to: AddDirectoryChange.self)
      return addDirectoryChange(&raw, path) == 0
    #endif
  }

  /// Frees the actions once the child started.
  mutating func destroy() {
    posix_spawn_file_actions_destroy(&raw)
  }
}

/// The attributes a child is spawned with: a process group of its own, the usual signal
/// handling and no signal blocked, whatever the kit itself does with signals.
struct SpawnAttributes {
  #if canImport(Darwin)
    /// The C value, passed as `&attributes.raw` to `posix_spawnp`.
    var raw: posix_spawnattr_t?
  #else
    /// The C value, passed as `&attributes.raw` to `posix_spawnp`.
    var raw = posix_spawnattr_t()
  #endif

  /// Attributes for a child in a new process group whose id is its own process id.
  init() {
    posix_spawnattr_init(&raw)
    posix_spawnattr_setpgroup(&raw, 0)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGQUIT] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&raw, &defaults)
    var noneBlocked = sigset_t()
    sigemptyset(&noneBlocked)
    posix_spawnattr_setsigmask(&raw, &noneBlocked)
    let flags = POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK
    posix_spawnattr_setflags(&raw, Int16(flags))
  }

  /// Frees the attributes once the child started.
  mutating func destroy() {
    posix_spawnattr_destroy(&raw)
  }
}

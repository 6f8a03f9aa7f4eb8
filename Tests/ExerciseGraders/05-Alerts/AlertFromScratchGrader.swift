import Composable
import ExerciseGrading
@testable import Exercises
import TerminalUI
import Testing

// Grades alerts.from-scratch: the learner's alert, written from nothing, seen only as a user
// sees it. The grader cannot name what the learner adds (the alert's state and action cases), so
// it draws SavedForLaterView with a ViewHost over a real store, taps by title, and reads the
// screen, the list's items, and the spelling of the actions the store received.
@MainActor
@Suite(.exercise(AlertFromScratchExercise.self))
struct AlertFromScratchGrader {
  static let saved = ["Backpack", "T-Shirt", "Jacket"]

  @Test("Clear all shows the alert, its title, message and both buttons, and keeps the items")
  func clearAllAsksFirst() throws {
    let (store, _, host) = savedList(Self.saved)

    host.tap("Clear all")
    let screen = host.screen

    #expect(
      store.items == Self.saved,
      "\"Clear all\" should only present the alert; the items went at once: \(store.items)")
    try requireAlertShown(store, host, sayingWhy: true)
    for text in ["Clear saved items?", "This removes 3 items.", "Clear", "Cancel"] {
      #expect(
        screen.contains(text),
        """
        After "Clear all" the alert should show "\(text)". Set state.alert = \
        .clearSaved(count: state.items.count) in .clearAllTapped, and present it in the view with \
        .alert($store.scope(state: \\.alert, action: SavedForLaterDomain.Action.alert)). The \
        screen reads:
        \(screen)
        """)
    }
  }

  @Test("the alert is held with @Presents, so that ifLet can give it a lifetime")
  func alertIsPresented() {
    let type = storedPropertyType("_alert", of: SavedForLaterDomain.State(items: Self.saved))

    #expect(
      type?.contains("PresentationState<") == true,
      """
      The state should hold the alert as @Presents public var alert: AlertState<Action.Alert>? \
      (its storage, _alert, a PresentationState), which .ifLet(\\.$alert, action:) takes by its \
      projection. \(type.map { "_alert is a \($0)." } ?? "The state has no @Presents var alert.")
      """)
  }

  @Test("the alert's buttons: Clear of the destructive role, Cancel of the cancel role with no action")
  func buttonRoles() {
    let (store, _, host) = savedList(Self.saved)

    host.tap("Clear all")
    // The state as the test store prints it: the alert with every button's role and action.
    let state = customDump(store.state)

    #expect(
      state.contains("role: ButtonStateRole.destructive") && state.contains(".confirmClear"),
      """
      "Clear" empties the list for good: ButtonState(role: .destructive, action: .confirmClear) \
      { TextState("Clear") }. After "Clear all" the state is:
      \(state)
      """)
    #expect(
      state.contains("role: ButtonStateRole.cancel") && state.contains("action: nil"),
      """
      "Cancel" is the way out, with nothing to do: ButtonState(role: .cancel) { \
      TextState("Cancel") }, no action (it sends .dismiss). After "Clear all" the state is:
      \(state)
      """)
  }

  @Test("the message counts the items the list holds")
  func messageCountsTheItems() throws {
    let (store, _, host) = savedList(Array(Self.saved.prefix(2)))

    host.tap("Clear all")
    try requireAlertShown(store, host)

    #expect(
      host.screen.contains("This removes 2 items."),
      "With two items saved the message should read \"This removes 2 items.\"; the screen reads:\n\(host.screen)")
  }

  @Test("Clear empties the list, reaches the reducer as .alert(.presented(.confirmClear)), and the alert goes")
  func clearEmptiesTheList() throws {
    let (store, received, host) = savedList(Self.saved)

    host.tap("Clear all")
    try requireAlertShown(store, host)
    guard host.tap("Clear", elseReport: "The alert should have a \"Clear\" button.") else { return }

    #expect(store.items.isEmpty, "\"Clear\" should empty the list; it holds \(store.items)")
    #expect(
      received.containsOne(spelling: "alert(", "presented(", "confirmClear"),
      """
      "Clear" should send .alert(.presented(.confirmClear)): the button's action is \
      .confirmClear, and the binding wraps it. The store received:
      \(received.listed)
      """)
    #expect(
      !host.screen.contains("Clear saved items?"),
      """
      The alert should go after "Clear" without the reducer setting it to nil: end the body \
      with .ifLet(\\.$alert, action: Action.alert). The screen reads:
      \(host.screen)
      """)
  }

  @Test("Cancel sends .alert(.dismiss), keeps every item, and the alert goes")
  func cancelKeepsTheItems() throws {
    let (store, received, host) = savedList(Self.saved)

    host.tap("Clear all")
    try requireAlertShown(store, host)
    guard host.tap("Cancel", elseReport: "The alert should have a \"Cancel\" button.") else { return }

    #expect(store.items == Self.saved, "\"Cancel\" should keep the items; the list holds \(store.items)")
    #expect(
      received.containsOne(spelling: "alert(", "dismiss"),
      """
      "Cancel" has no action, so it should send .alert(.dismiss). The store received:
      \(received.listed)
      """)
    #expect(
      !host.screen.contains("Clear saved items?"),
      """
      The alert should go after "Cancel": .ifLet(\\.$alert, action: Action.alert) clears it on \
      .dismiss. The screen reads:
      \(host.screen)
      """)
  }

  @Test("Esc presses Cancel, the button of the cancel role: the items stay, the alert goes")
  func escapeIsCancel() throws {
    let (store, received, host) = savedList(Self.saved)

    host.tap("Clear all")
    try requireAlertShown(store, host)
    host.press(.escape)

    #expect(store.items == Self.saved, "Esc should keep the items; the list holds \(store.items)")
    guard host.screen.contains("Clear saved items?") else { return }
    if received.containsOne(spelling: "alert(", "dismiss") {
      // Esc pressed Cancel, whose role is right: what is missing is what clears the alert.
      Issue.record(
        """
        Esc pressed "Cancel", which sent .alert(.dismiss), yet the alert stayed: nothing clears \
        it. End the body with .ifLet(\\.$alert, action: Action.alert), which sets it to nil on \
        .dismiss. The screen reads:
        \(host.screen)
        """)
    } else {
      Issue.record(
        """
        Esc should close the alert: give "Cancel" the cancel role, \
        ButtonState(role: .cancel) { TextState("Cancel") }. The screen reads:
        \(host.screen)
        """)
    }
  }

  /// Stops a test whose alert is not on the screen after "Clear all", naming the piece that
  /// keeps it off: the state holds no alert, or holds the alert the view does not present. With
  /// `sayingWhy` (the first test) the message says what to write; the other tests only say
  /// that they cannot go on, so one mistake is explained once.
  private func requireAlertShown(
    _ store: StoreOf<SavedForLaterDomain>, _ host: ViewHost<SavedForLaterView>, sayingWhy: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let title = "Clear saved items?"
    guard sayingWhy else {
      try #require(
        host.screen.contains(title),
        """
        The alert is not on the screen after "Clear all" (the first failing test says why), so \
        this test cannot go on.
        """, sourceLocation: sourceLocation)
      return
    }
    let state = customDump(store.state)
    try #require(
      state.contains("alert: AlertState<"),
      """
      After "Clear all" the state should hold the alert: set state.alert = \
      .clearSaved(count: state.items.count) in .clearAllTapped. The state is:
      \(state)
      """, sourceLocation: sourceLocation)
    // An alert of other words: the checks of its texts that follow say which are missing.
    guard state.contains(title) else { return }
    try #require(
      host.screen.contains(title),
      """
      The state holds the alert after "Clear all", but the view does not show it: present it \
      with .alert($store.scope(state: \\.alert, action: SavedForLaterDomain.Action.alert)) on \
      the list, after @Bindable var store. The screen reads:
      \(host.screen)
      """, sourceLocation: sourceLocation)
  }

  /// A real store of the learner's list holding `items`, the actions it received, and the
  /// learner's view of it in a 60 × 16 host.
  private func savedList(
    _ items: [String]
  ) -> (StoreOf<SavedForLaterDomain>, ReceivedActions<SavedForLaterDomain.Action>, ViewHost<SavedForLaterView>) {
    let received = ReceivedActions<SavedForLaterDomain.Action>()
    let store = Store(initialState: SavedForLaterDomain.State(items: items)) {
      received.recorder()
      SavedForLaterDomain()
    }
    return (store, received, ViewHost(SavedForLaterView(store: store), columns: 60, rows: 16))
  }
}

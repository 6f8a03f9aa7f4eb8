import ChapterTestSupport
import Composable
import ComposableTesting
import OnlineStore
import TestTags
import Testing

/// What the test store says when a test forgets that a button clears the alert: it expects the
/// status to change and nothing else, but the alert went from the confirmation to nil.
/// `withKnownIssue` expects the failure, so the suite stays green; the chapter's README shows
/// the message.
@MainActor
@Suite("Forgetting that a button clears the alert", .tags(.alerts), .timeLimit(.minutes(1)))
struct ForgottenAlertTests {
  @Test("confirming without setting alert = nil: the diff shows the alert that went away")
  func forgottenAlert() async {
    let store = TestStore(
      initialState: CartListDomain.State(alert: .confirmationAlert(totalPriceString: "$22.3"))
    ) {
      CartListDomain()
    } withDependencies: {
      $0.apiClient.sendOrder = { _ in "sent" }
    }

    let line = #line + 2
    await withKnownIssue {
      await store.send(.alert(.presented(.didConfirmPurchase))) {
        $0.dataLoadingStatus = .loading  // forgot: $0.alert = nil
      }
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.message.hasPrefix("A state change does not match the expectation.")
        && issue.message.contains("−   alert: AlertState<CartListDomain.Action.Alert>(")
        && issue.message.contains("−     title: TextState(\"Confirm your purchase\"),")
        && issue.message.contains("+   alert: nil,")
    }
    await store.receive(.didReceivePurchaseResponse(.success("sent"))) {
      $0.dataLoadingStatus = .success
      $0.alert = .successAlert
    }
  }
}

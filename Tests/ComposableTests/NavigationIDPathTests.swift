import TestTags
import Testing

@testable import Composable

private struct Screen {
  var rows: [Int] = []
  var detail: Int?
}

/// A navigation path is the list of children from the root down, whatever it is made of: paths
/// built apart from the same children are equal (and hash alike), a path's prefixes run from the
/// root's empty path down to it, and a path starts with exactly its prefixes.
@Suite(.tags(.core)) struct NavigationIDPathTests {
  private let row1 = ChildID(keyPath: \Screen.rows, elementType: Int.self, id: 1)
  private let row2 = ChildID(keyPath: \Screen.rows, elementType: Int.self, id: 2)
  private let detail = ChildID(keyPath: \Screen.detail, state: 5)

  @Test func pathsOfTheSameChildrenAreEqualHoweverTheyWereBuilt() {
    let path = NavigationIDPath().appending(row1).appending(detail)
    let again = NavigationIDPath().appending(row1).appending(detail)
    #expect(path == again)
    #expect(path.hashValue == again.hashValue)
    #expect(path != NavigationIDPath().appending(row2).appending(detail))
    #expect(path != NavigationIDPath().appending(row1))
    #expect(path != NavigationIDPath().appending(detail).appending(row1))
    #expect(NavigationIDPath() == NavigationIDPath())
    #expect(NavigationIDPath() != NavigationIDPath().appending(row1))
  }

  @Test func dependenciesHaveTheSameIdentityOnlyWhileNothingChangedThem() {
    // The store skips making its dependencies current when the current ones have its identity:
    // equal identities must mean the same dependencies, the same context and the same path.
    let dependencies = DependencyValues()
    let copy = dependencies
    #expect(copy.identity == dependencies.identity)
    var changed = dependencies
    changed.uuid = .incrementing
    #expect(changed.identity != dependencies.identity)
    var otherContext = dependencies
    otherContext.context = dependencies.context == .live ? .test : .live
    #expect(otherContext.identity != dependencies.identity)
    var belowARow = dependencies
    belowARow.navigationIDPath = NavigationIDPath().appending(row1)
    #expect(belowARow.identity != dependencies.identity)
    let belowTheSameRow = belowARow
    #expect(belowTheSameRow.identity == belowARow.identity)
  }

  @Test func prefixesRunFromTheRootDownToThePath() {
    let path = NavigationIDPath().appending(row1).appending(detail)
    #expect(path.prefixes == [NavigationIDPath(), NavigationIDPath().appending(row1), path])
    #expect(NavigationIDPath().prefixes == [NavigationIDPath()])
  }

  @Test func aPathStartsWithItsPrefixesOnly() {
    let path = NavigationIDPath().appending(row1).appending(detail)
    for prefix in path.prefixes {
      #expect(path.starts(with: prefix))
    }
    #expect(!path.starts(with: NavigationIDPath().appending(row2)))
    #expect(!path.starts(with: path.appending(row2)))
    #expect(!NavigationIDPath().appending(row1).starts(with: NavigationIDPath().appending(detail)))
  }
}

/// The error a stubbed endpoint throws in the domain tests: equatable, so a received
/// `.failure(StubFailure())` can be compared with the expected one.
struct StubFailure: Error, Equatable {}

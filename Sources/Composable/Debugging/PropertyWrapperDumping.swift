/// A property wrapper whose field dumps under the name the source uses (`alert`), not the
/// stored name Swift gives it (`_alert`).
package protocol PropertyWrapperDumping {}

extension PresentationState: PropertyWrapperDumping {}

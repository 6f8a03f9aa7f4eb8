/// The type of the stored property `label` of `value`, as Swift spells it in full (e.g.
/// `Composable.PresentationState<…>`), or nil when `value` has no such property: how a grader
/// checks a property it cannot name, because the learner writes it. A property wrapper keeps its
/// storage under the name with an underscore: `@Presents var alert` is `_alert`.
func storedPropertyType(_ label: String, of value: Any) -> String? {
  Mirror(reflecting: value).children
    .first { $0.label == label }
    .map { String(reflecting: type(of: $0.value)) }
}

// Placeholder until the shared chapter test helpers move here.

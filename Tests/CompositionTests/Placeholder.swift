// Placeholder until the chapter's suite lands.

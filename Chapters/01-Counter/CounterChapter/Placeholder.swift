// Placeholder until the chapter's library lands.

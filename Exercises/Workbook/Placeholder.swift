// Placeholder until the first exercise lands.

// Placeholder until this module lands; replaced by its first real file.

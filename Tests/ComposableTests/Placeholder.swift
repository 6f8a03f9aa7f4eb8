// Placeholder until this suite lands; replaced by its first real file.

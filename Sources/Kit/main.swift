print("The kit runner is being written: see README.md.")

print("This chapter is being written.")

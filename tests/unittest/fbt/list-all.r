entry and return for every function
no compiler-made copies
vfs_read listed

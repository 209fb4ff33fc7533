   ID   PROVIDER            MODULE                          FUNCTION NAME
N fbt vmlinux vfs_read entry
N fbt vmlinux vfs_write entry
N fbt vmlinux vfs_write return

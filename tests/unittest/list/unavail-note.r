fbt::vfs_read:: agree, listing
lockstat:::: agree, listing
syscall::getppid:: agree, listing
tcp:::: agree, listing

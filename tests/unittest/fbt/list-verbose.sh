# dtrace -l -v shows fbt's stability (Oracle's) and the argument types
# from BTF: at entry the function's parameters, at return the offset
# (uint64_t) and the return type.
"$DTRACE" -l -v -n 'fbt::vfs_read:' |
    awk '$2 == "fbt" { $1 = "N"; print; next } { print }'

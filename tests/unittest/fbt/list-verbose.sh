# dtrace -l -v shows fbt's stability (Oracle's) and the argument types
# from BTF: at entry the function's parameters, at return the offset
# (uint64_t) and the return type (without the Availability section of a
# kernel that cannot attach them: list/verbose-avail).
"$DTRACE" -l -v -n 'fbt::vfs_read:' |
    awk '$2 == "fbt" { $1 = "N"; print; next }
	/^\tAvailability$/ { skip = 2; next } skip > 0 { skip--; next }
	{ print }'

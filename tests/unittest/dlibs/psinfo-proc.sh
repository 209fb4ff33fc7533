# psinfo-proc.d against /proc: the target shell (psinfo-proc.target)
# runs a child that uses some CPU time (the shell's pr_ctime once it has
# waited for it), then becomes "sleep 32 1 0" (argc 4, 33 seconds: time for system() to
# read its /proc files on a loaded machine; dtrace kills it on exit), which
# the D program catches in nanosleep() and prints
# /proc/PID/{cmdline,environ,stat,status} of.  Each value must match
# exactly; the CPU times to /proc's rounding.
"$1" -w -x syslibdir="$DT_DLIBS" -s psinfo-proc.d \
    -c "/bin/sh psinfo-proc.target 32 1 0" |
awk '
$1 == "cmdline" || $1 == "environ" || $1 == "stat" { sect = $1; n = 0; next }
sect == "cmdline" { arg[n++] = $0; next }
sect == "environ" { if (n++ == 0) env0 = $0; next }
sect == "stat" && $3 ~ /^[A-Z]$/ {
	# fields 16 and 17: cutime and cstime in clock ticks (USER_HZ 100)
	cticks = $16 + $17; sect = "status"; next
}
sect == "status" && $1 == "VmSize:" { vmsize = $2; next }
sect == "status" && $1 == "VmRSS:" { vmrss = $2; next }
sect == "status" { next }
$1 == "argc" { argc = $2 } $1 == "size" { size = $2 }
$1 == "rssize" { rssize = $2 }
$1 == "env0" { denv0 = substr($0, 6) } $1 == "ctime" { ctime = $2 }
$1 ~ /^argv[0-3]$/ { dargv[substr($1, 5)] = $2 }
$1 == "argv4" || $1 == "lwp" { print }
END {
	print "argc " argc " cmdline " n_args()
	for (i = 0; i < 4; i++)
		print "argv" i " " dargv[i] " " (dargv[i] == arg[i])
	print "env0 matches environ: " (denv0 == env0)
	print "size matches VmSize: " (size == vmsize && size > 0)
	print "rssize matches VmRSS: " (rssize == vmrss && rssize > 0)
	# /proc truncates each of cutime and cstime to ticks (10 ms)
	t = int(ctime / 10000000)
	print "ctime matches cutime+cstime: " (ctime > 0 &&
	    (t == cticks || t == cticks + 1))
}
function n_args(k) { for (k = 0; k in arg; k++) ; return k }'

# dtrace finds its D libraries with no -x syslibdir: run from its build
# tree (libdtrace in a libtool .libs directory), the source tree's dlibs/;
# installed, <the directory of libdtrace>/dtrace, where make install put
# them for whatever prefix it was given.  So ENOENT (errno.d), SIGKILL
# (signal.d) and curpsinfo (procfs.d) resolve either way.
"$DTRACE" -q -n 'BEGIN { printf("%d %d %s\n", ENOENT, SIGKILL,
    curpsinfo->pr_fname); exit(0); }'
echo "status $?"

# The lockstat provider's probes as Oracle's DTrace lists them (module
# vmlinux, no function), with rw-block, which Oracle's lacks (Solaris's
# and FreeBSD's have it).  IDs depend on how many probes came before:
# replaced by N.
"$DTRACE" -l -P lockstat | sed 's/^ *[0-9][0-9]* /    N /'
echo "exit ${PIPESTATUS[0]}"

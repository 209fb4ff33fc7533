# The sched provider's probes as DTrace lists them (module vmlinux, no
# function; IDs depend on how many probes came before: replaced by N),
# and one probe's stability and translated argument types (-l -v).
"$DTRACE" -l -P sched | sed 's/^ *[0-9][0-9]* /    N /'
"$DTRACE" -lv -n sched:::off-cpu | sed 's/^ *[0-9][0-9]* /    N /'

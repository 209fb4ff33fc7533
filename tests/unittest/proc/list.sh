# The proc provider's probes as DTrace lists them (module vmlinux, no
# function; IDs depend on how many probes came before: replaced by N),
# and one probe's stability and translated argument types (-l -v).
"$DTRACE" -l -P proc | awk 'NR == 1 { print; next } { $1 = "N"; print }'
"$DTRACE" -lv -n proc:::signal-send | awk 'NR == 2 { $1 = "N" } { print }'

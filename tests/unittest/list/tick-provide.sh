# A tick probe nobody listed is created when a description names it, and
# listed like any other (its ID depends on how many probes came before).
"$DTRACE" -l -n 'tick-1s' | awk 'NR == 1 { print; next } { $1 = "N"; print }'

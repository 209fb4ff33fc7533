# The tcp provider's probes on changes of state, listed with DTrace's
# argument types (the probe IDs, which differ from kernel to kernel, left
# out).
"$DTRACE" -l -P tcp | sed 's/^ *[0-9][0-9]* / ID /'
"$DTRACE" -lv -n tcp:::state-change -n tcp:::connect-refused |
    grep 'args\['

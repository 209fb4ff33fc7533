# The ip provider's probes, listed with DTrace's argument types (the
# probe IDs, which differ from kernel to kernel, left out).
"$DTRACE" -l -P ip | sed 's/^ *[0-9][0-9]* / ID /'
"$DTRACE" -lv -n ip:::send | grep 'args\['

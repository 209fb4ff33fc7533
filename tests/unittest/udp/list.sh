# The udp provider's probes, listed with DTrace's argument types (the
# probe IDs, which differ from kernel to kernel, left out).
"$DTRACE" -l -P udp | sed 's/^ *[0-9][0-9]* / ID /'
"$DTRACE" -lv -n udp:::send | grep 'args\['

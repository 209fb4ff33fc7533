# link_ntop() of a hardware type other than ARPHRD_ETHER and
# ARPHRD_INFINIBAND is an illegal operation, and of an address that
# cannot be read an invalid address (Oracle's err.link_ntopbadarg and
# err.link_ntopbadaddr); the ERROR probe fires for each.
for e in 'link_ntop(-1, alloca(8))' 'link_ntop(ARPHRD_ETHER, (void *)0)' \
    'link_ntop(ARPHRD_INFINIBAND, (uint8_t *)8)'; do
	"$DTRACE" -x syslibdir="$DT_DLIBS" -qn "BEGIN { trace($e); exit(0); }
	    ERROR { printf(\"ERROR fired\\n\"); exit(1); }" 2>&1 |
	    sed 's/BPF pc [0-9]*/BPF pc N/'
	echo "$e: status ${PIPESTATUS[0]}"
done

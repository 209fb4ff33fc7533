# dtrace -lv for each lockstat probe: Oracle's stability (Private
# probe descriptions, Evolving/ISA arguments) and argument types, in the
# form Oracle's tests check them (the header line dropped, the probe line
# without its ID), without the Availability section of a kernel that
# cannot attach them (list/verbose-avail).
for p in adaptive-acquire adaptive-acquire-error adaptive-block \
    adaptive-release adaptive-spin rw-acquire rw-block rw-release rw-spin \
    spin-acquire spin-release spin-spin; do
	"$DTRACE" -lvn "lockstat:::$p" |
	    awk 'NR == 1 { next } NR == 2 { print "PROBE", $2, $3, $NF; next }
		/^\tAvailability$/ { skip = 2; next } skip > 0 { skip--; next }
		{ print }'
done

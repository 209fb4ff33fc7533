# statusrate paces what DTrace learns from its status: speculation and
# dynamic variable drops (and, for fill and ring buffers, exit()).  Two
# failed speculations 0.4 s apart: checked every 10 ms, each is reported
# when it happens; every 10 s, both are reported once, at the end.
for rate in 10ms 10s; do
	echo "statusrate $rate"
	"$DTRACE" -q -x nspec=1 -x statusrate=$rate -n '
	    BEGIN { s = speculation(); }
	    tick-400ms /++n <= 2/ { t = speculation(); }
	    tick-400ms /n == 3/ { exit(0); }' 2>&1
done

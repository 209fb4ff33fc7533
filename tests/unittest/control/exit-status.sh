# The exit status is the first exiting clause's last exit()'s, as the
# consumer reads the records (a later exit(0) on another firing does not
# clear an exit(1); `exit(0); exit(4);` is 4), unless END calls exit():
# its record comes last, and DTrace takes every exit record's value in
# turn
for p in 'BEGIN { exit(1); } END { exit(3); }' \
    'BEGIN { exit(0); } END { exit(5); }' \
    'BEGIN { exit(2); } END { trace(1); }' \
    'tick-10ms /i++ == 0/ { exit(1); } tick-10ms { exit(0); }' \
    'END { exit(4); } tick-10ms { exit(0); }' \
    'BEGIN { exit(0); exit(4); }'; do
	"$DTRACE" -q -n "$p" >/dev/null
	echo "$p: status $?"
done

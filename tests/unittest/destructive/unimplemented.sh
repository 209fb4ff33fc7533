# chill(), panic() and breakpoint() are kernel destructive actions that
# DTrace on Linux does not implement: they are refused at compile time
# (with -w too), with its messages; their prototypes are checked first.
for act in 'chill(100)' 'panic()' 'breakpoint()' 'chill()' 'panic(1)'; do
	"$DTRACE" -w -x errtags -n "BEGIN { $act; }" 2>&1
	echo "$act: status $?"
done

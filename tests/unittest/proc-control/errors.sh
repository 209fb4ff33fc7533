# A command that cannot be run, a pid that does not exist, a pid that is
# not a number: each a dtrace: message and status 1.
"$DTRACE" -n 'BEGIN { }' -c /nonexistent/cmd 2>&1; echo "status $?"
"$DTRACE" -n 'BEGIN { }' -p 2147483647 2>&1; echo "status $?"
"$DTRACE" -n 'BEGIN { }' -p 12x 2>&1; echo "status $?"

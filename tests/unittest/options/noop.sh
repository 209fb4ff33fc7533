# Options that DTrace for Linux accepts and has nothing to do for are
# accepted, their values still checked.
"$DTRACE" -q -x cleanrate=50hz -x jstackframes=10 -x nolibs \
    -n 'BEGIN { printf("ran\n"); exit(0); }' 2>&1
echo "status $?"
"$DTRACE" -q -x cleanrate=fast -n 'BEGIN { exit(0); }' 2>&1
echo "status $?"

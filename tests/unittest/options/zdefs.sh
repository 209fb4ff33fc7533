# Without -Z a description that matches no probe is an error, and a
# program that matches none at all (-x empty lets one with no clause
# compile) is refused ("no probes matched");
# with -Z (or -x zdefs) it is accepted, and the program traces what it
# did match (or nothing, until its -c command exits).
echo '/* nothing */' > empty.d
"$DTRACE" -x empty -s empty.d 2>&1; echo "status $?"
"$DTRACE" -n 'BEGIN, fake:oracle:probe { exit(0); }' 2>&1; echo "status $?"
"$DTRACE" -Z -n 'BEGIN, fake:oracle:probe { exit(0); }' 2>&1; echo "status $?"
"$DTRACE" -x zdefs -q -n 'fake:oracle:probe { exit(0); }' -c true 2>&1 |
    sed 's/[0-9][0-9]*/PID/'
echo "status ${PIPESTATUS[0]}"
rm -f empty.d

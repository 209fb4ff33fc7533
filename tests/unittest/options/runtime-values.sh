# Run-time flags take DTrace's words: quiet=no clears -q, quiet=yes and
# quiet=1 set it, and a word that is not one is refused.  So do
# flowindent (flowindent=no after -F), destructive (after -w) and the
# other flags DTrace sets at run time.
"$DTRACE" -q -x quiet=no -n 'BEGIN { trace("loud"); exit(0); }' 2>&1
echo "status $?"
"$DTRACE" -x quiet=yes -n 'BEGIN { printf("quiet\n"); exit(0); }' 2>&1
"$DTRACE" -x quiet=1 -n 'BEGIN { printf("quiet\n"); exit(0); }' 2>&1
"$DTRACE" -x quiet=maybe -n 'BEGIN { exit(0); }' 2>&1
echo "status $?"
"$DTRACE" -x aggsortrev=off -x aggsortkey=on -q -n 'BEGIN { @[2] = count();
    @[1] = count(); @[1] = count(); exit(0); }' 2>&1
"$DTRACE" -F -x flowindent=no -q -n 'BEGIN { printf("no flow\n"); exit(0); }' 2>&1
echo "status $?"
"$DTRACE" -w -x destructive=no -q -n 'BEGIN { raise(0); exit(0); }' 2>&1
echo "status $?"
"$DTRACE" -x destructive=on -q -n 'BEGIN { system("echo destructive"); exit(0); }' 2>&1
echo "status $?"

# "#pragma D depends_on" in a program, not a library, as DTrace checks it
# (D_PRAGMA_DEPEND): a library may not be named; a provider or kernel
# module must be there; one that is passes.
exec 2>&1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1
printf '/* a program */\n#pragma D depends_on library net.d\nBEGIN { exit(0); }\n' > lib.d
"$DTRACE" -x errtags -s lib.d; echo "status $?"
printf '#pragma D depends_on provider nosuchprovider\nBEGIN { exit(0); }\n' > prov.d
"$DTRACE" -s prov.d; echo "status $?"
printf '\n#pragma D depends_on module nosuchmodule_xyz\nBEGIN { exit(0); }\n' > mod.d
"$DTRACE" -s mod.d; echo "status $?"
"$DTRACE" -q -n '#pragma D depends_on provider profile
BEGIN { printf("ok\n"); exit(0); }'; echo "status $?"

# evaltime says where a -c command is held while the probes are put in
# place: exec (the dynamic linker has not run: its openat() calls are
# seen), preinit (the entry point: the constructor's getppid() is seen,
# the loader's openat() not), postinit and main (the first instruction of
# main(): the constructor has run).
dir=$(mktemp -d)
cc -o "$dir/ctor" "$(dirname "$0")/ctor.c" || exit 1
for t in exec preinit postinit main; do
	"$DTRACE" -q -x evaltime=$t -n '
	syscall::getppid:entry /pid == $target/ { g++; }
	syscall::openat:entry /pid == $target/ { o++; }
	END { printf("%s: getppid %d, loader openat %s\n", $$1, g,
	    o > 0 ? "seen" : "not seen"); }' -c "$dir/ctor" $t 2>/dev/null
done
"$DTRACE" -x evaltime=later -n 'BEGIN { exit(0); }' 2>&1
echo "status $?"
rm -rf "$dir"

# The helper registry is a directory anyone may write, so its entries are
# hints: an entry of a live process that lies -- garbage, a line cut
# short, a pid that is not the writer's, an address that maps no file, a
# symlink (to /etc/shadow), a FIFO nobody writes, a file of 8 MB -- is
# passed over, without a crash or a hang, with a "dtrace:" message naming
# the entry, its pid and why, once per session however often the registry
# is read; and the real probes of the process are still found and traced.
# A dead process's entry is routine (a crash leaves them): it goes
# silently.  Names that are no entry's (README) are not entries.
src=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)	# cases run in their source directory: work apart
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1
cc -O2 -o target "$src/../cleanup/target.c" || exit 1
export DTRACE_HELPER_DIR=$PWD/reg
mkdir reg
./target &
t=$!
sleep 0.2
base=$(awk '$NF ~ /\/target$/ { split($1, a, "-"); print a[1]; exit }' \
    /proc/$t/maps)
cd reg
printf 'garbage' >"$t-1"
printf '%d 0x%s %s/target' $t "$base" "$PWD/.." >"$t-$base"	# cut short
printf '1 0x%s /sbin/init\n' "$base" >"1-$base"	# not pid 1's mapping
printf '%d 0x10 /etc/passwd\n' $t >"$t-10"		# nothing mapped there
printf '99999999 0x10 /x\n' >"99999999-10"		# no such pid
ln -s /etc/shadow "$t-abc"
mkfifo "$t-f1f0"
head -c 8M /dev/zero >"$t-b16"
echo hello >README
cd ..
# The target's own provider: the registry is not read.
timeout 20 "$DTRACE" -l -n "target$t:::" >out 2>err
echo "status $?"
sed -E "s/[0-9]+/N/g" out | awk '{ $1 = ""; print }'
cat err
# A glob makes dtrace read every entry of the registry.  Pid 1's entry is
# refused too; why depends on the machine (its mappings may be unreadable
# even to root), so it is only counted.
timeout 20 "$DTRACE" -l -n 'target*:::' >out 2>err
echo "status $?"
# (only this target: other cases may run targets of their own)
# (a probe's ID is as wide as the probes made before it, and the provider
# "target$t" is as wide as the pid, past its column of 10 when the pid has
# five digits: each is one column)
grep -E "PROVIDER|target$t " out |
    sed -E "s/^ *[0-9]+ +target$t / N targetN /; s/[0-9]+/N/g"
grep " of pid $t ignored: " err | sed -e "s/$t/T/g" -e "s/$base/B/g" \
    -e 's/0x[0-9a-f]*/0xN/g'
n=$(grep -c '^dtrace: registry entry 1-[0-9a-f]* of pid 1 ignored: ' err)
echo "pid 1: $n message"
# Tracing for 2.5 s, with the registry drained at least every second:
# each lie is told once, and the target is traced all along.
timeout 20 "$DTRACE" -q -n 'target*:::tick { n++; }
    tick-2500ms { exit(0); }
    END { printf("traced: %s\n", n > 100 ? "yes" : "no"); }' >out 2>err
echo "status $?"
cat out
echo "$(grep -c -E " of pid ($t|1) ignored: " err) messages," \
    "$(sort err | uniq -d | wc -l) repeated"
kill $t
wait $t 2>/dev/null || :

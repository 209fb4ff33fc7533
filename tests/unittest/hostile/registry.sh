# The helper registry is a directory anyone may write, so its entries are
# hints: an entry that lies -- garbage, a line cut short, a pid that is
# not the writer's or not alive, an address that maps no file or a file
# that holds no DOF, a symlink (to /etc/shadow), a FIFO nobody writes, a
# file of 8 MB -- is passed over, without a crash or a hang, and the real
# probes of the process are still found.  (A dead process's entry is
# routine, so passing over is silent.)
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
mkfifo "$t-fifo"
head -c 8M /dev/zero >"$t-big"
cd ..
timeout 20 "$DTRACE" -l -n "target$t:::" >out 2>err
echo "status $?"
sed -E "s/[0-9]+/N/g" out | awk '{ $1 = ""; print }'
cat err
# A glob makes dtrace read every entry of the registry.
timeout 20 "$DTRACE" -l -n 'target*:::' 2>&1 | sed -E "s/[0-9]+/N/g"
echo "status ${PIPESTATUS[0]}"
timeout 20 "$DTRACE" -q -n "target$t:::tick { @ = count(); }
    tick-300ms { exit(0); }" -o /dev/null
echo "status $?"
kill $t
wait $t 2>/dev/null || :

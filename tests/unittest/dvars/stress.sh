# Every kind of variable at once on a busy probe for 10 s: two threads'
# getppid() calls are counted by an aggregation, by each thread's self->
# counter, by an associative array keyed by thread, and through this->.
# Every count must agree, unless dtrace reported drops.
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cc -O2 -pthread -o "$dir/busy" "$(dirname "$0")/busy.c" || exit 1
cat >"$dir/stress.d" <<'D'
self int n;

syscall::getppid:entry
/pid == $target/
{
	this->one = 1;
	self->n += this->one;
	per[tid] += this->one;
	@c["calls"] = sum(1);
}

syscall::exit:entry
/pid == $target && self->n/
{
	@c["self"] = sum(self->n);
	@c["per"] = sum(per[tid]);
	@c["threads"] = sum(1);
	self->n = 0;
	per[tid] = 0;
}
D
"$DTRACE" -q -c "$dir/busy 10" -o "$dir/out" -s "$dir/stress.d" 2>"$dir/err"
echo "exit $?"
cat "$dir/err"
calls=$(awk '$1 == "calls" { print $2 }' "$dir/out")
self=$(awk '$1 == "self" { print $2 }' "$dir/out")
per=$(awk '$1 == "per" { print $2 }' "$dir/out")
awk '$1 == "threads"' "$dir/out"
if [ -n "$calls" ] && [ "$calls" -gt 100000 ] && [ "$calls" = "$self" ] &&
    [ "$calls" = "$per" ]; then
	echo "counts agree"
else
	echo "counts differ: calls $calls self $self per $per"
fi

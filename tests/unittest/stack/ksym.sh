# func(), sym() and mod() of a kernel address (profile's arg0, the pc the
# CPU was interrupted at, when in the kernel): as actions "  %-50s", the
# module alone for mod(), "module`function" without the offset for
# func() and sym(), with it for printf's %a; and as aggregation keys.
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cat >"$T/ksym.d" <<'D'
int done;

profile-997
/arg0 && !done/
{
	done = 1;
	mod(arg0); printf("|\n"); func(arg0); printf("|\n"); sym(arg0);
	printf("|%a|\n", arg0);
}

profile-997
/arg0/
{
	@m[mod(arg0)] = count();	/* one line, many addresses */
}

profile-997
/arg0/
{
	@f[func(arg0)] = count();
}

tick-1
/done/
{
	exit(0);
}
D
"$DTRACE" -q -o "$T/out" -s "$T/ksym.d" >/dev/null 2>&1
echo "status $?"
# (the interrupted pc may be in a module rather than vmlinux: the first
# sample's module is named MOD; a pc interrupted at a function's first
# byte prints with %a as "mod`func", no "+0x0", as DTrace prints it, so
# that case reads as any other offset)
sed 's/`[A-Za-z_0-9.]*/`FUNC/g; s/+0x[0-9a-f]*/+0xOFF/' "$T/out" |
    sed '1,3s/^  [A-Za-z_0-9]*/  MOD/; 3s/|[A-Za-z_0-9]*`/|MOD`/' |
    sed 's/  *|/|/; s/[0-9][0-9]*$/N/' |
    sed '3s/|MOD`FUNC|$/|MOD`FUNC+0xOFF|/' | sed -n 1,4p
grep -c '^  vmlinux  *[0-9]*$' "$T/out"
grep -c '^  vmlinux`[A-Za-z_0-9.]*  *[0-9]*$' "$T/out" | sed 's/^[1-9][0-9]*$/some/'
# Two kernel functions may share a name (static ones of different files,
# foo.constprop.0 clones): func() keeps them apart by address, as DTrace
# does, and they print alike.  Only uniquely named ones must not repeat.
awk '{ print "`" $3 " " }' /proc/kallsyms | sort | uniq -d >"$T/dupnames"
echo "$(sort "$T/out" | uniq -d | grep -v -F -f "$T/dupnames" |
    grep -c .) lines twice"

# perf sees the probes of a program built with our -h/-G by the names
# distribution builds give them (systemtap's): "perf list" shows
# sdt_perfshop:order__placed once the program is in perf's build-id cache
# (a private one here), and "perf probe" makes an event of it.
. "$(dirname "$0")/common.sh"
exec 2>&1
cd "$T" || exit 1
cat >perfshop.d <<'EOD'
provider perfshop {
	probe order__placed(int, char *);
};
EOD
printf '#include "perfshop.h"\n%s\n' \
    'int main(int c, char **v) { PERFSHOP_ORDER_PLACED(c, v[0]); return 0; }' \
    >app.c
"$DTRACE" -h -s perfshop.d && cc -O2 -c app.c &&
    "$DTRACE" -G -s perfshop.d app.o && cc -o app app.o perfshop.o || exit 1
perf() { command perf --buildid-dir "$T/buildid" "$@"; }
perf buildid-cache --add ./app >/dev/null
perf list sdt 2>/dev/null | awk '/SDT event/ { print $1 }'
perf probe -q -x ./app -a sdt_perfshop:order__placed &&
    echo "perf probe: added"
perf probe -l 2>/dev/null | awk '/perfshop/ { print $1 }'
perf probe -q -d 'sdt_perfshop:*' && echo "perf probe: removed"

# Mistakes, with DTrace's messages and exit statuses (2 for usage, 1 for
# the rest): mode conflicts, missing scripts or output names, bad provider
# definitions (reported as compile errors, with their line), a provider
# name with no room left for a process ID under -G, a probe with more
# arguments than a probe site records under -h.
. "$(dirname "$0")/common.sh"
exec 2>&1
cd "$T" || exit 1
cp "$HERE/myapp.d" .
run() {
	"$DTRACE" "$@"
	echo "status $?"
}
printf 'provider p {\n\tprobe a();\n};\n' >p.d
cp p.d noext
run -h -G -s p.d
run -h -l -s p.d
run -h
run -G
run -h -s p.d -s myapp.d
run -h -s noext
run -h -s p.d -o /nonexistent/dir/p.h
run -G -s p.d -o /nonexistent/dir/p.o
printf 'provider p2 {\n\tprobe a();\n};\n' >digit.d
run -h -s digit.d
printf 'provider p {\n\tprobe a();\n\tprobe a(int);\n};\n' >dup.d
run -h -s dup.d
printf 'provider p {\n\tprobe a();\n};\nprovider p {\n\tprobe a();\n\tprobe b();\n};\n' >redef.d
run -h -s redef.d
printf 'provider p {\n\tprobe a(int);\n};\nprovider p {\n\tprobe a(char *);\n};\n' >mismatch.d
run -h -s mismatch.d
printf 'provider p {\n\tprobe a(int x) : (int y);\n};\n' >xlate.d
run -h -s xlate.d
printf 'provider p {\n\tprobe a_probe_name_that_runs_on_and_on_and_on_and_on_and_on_and_on_and_on_and_on();\n};\n' >long.d
run -h -s long.d
printf 'provider a_provider_name_long_enough_to_leave_no_room_for_a_pid {\n\tprobe a();\n};\n' >longprov.d
run -G -s longprov.d
printf 'provider p {\n\tprobe a(int, int, int, int, int, int, int, int, int, int, int, int, int);\n};\n' >many.d
run -h -s many.d -o many.h
run -G -s many.d -o many.o

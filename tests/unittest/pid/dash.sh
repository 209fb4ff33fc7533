# The function "-": the probe name is an address in the executable (from
# its load address for a PIE, absolute otherwise), as DTrace has it for
# code no symbol names.  It fires at the same pc as the function:offset
# probe on that instruction, in a PIE and in a fixed-address executable;
# DTrace's errors for another module, a glob or no name, a name that is
# no address, an address in no function, one inside an instruction.
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cc -O0 -o "$T/pie" "$(dirname "$0")/target.c" &&
    cc -O0 -no-pie -o "$T/nopie" "$(dirname "$0")/target.c" || exit 1
# main at -O0: push %rbp (1 byte), mov %rsp,%rbp (3): an instruction at 4
for b in pie nopie; do
	a=$(nm "$T/$b" | awk '$3 == "main" { print $1 }')
	a=$(printf '%x' $((0x$a + 4)))
	"$DTRACE" -q -n "pid\$target::-:$a { x = uregs[R_PC];
	    f = probefunc; n = probename; }
	    pid\$target:a.out:main:4 { y = uregs[R_PC]; }
	    END { printf(\"$b: %s:%s at main+4: %s\\n\", f,
	    n == \"$a\" ? \"ADDR\" : n, x == y && x != 0 ? \"yes\" : \"no\"); }" \
	    -c "$T/$b"
	echo "status $?"
done
a=$(nm "$T/pie" | awk '$3 == "main" { print $1 }')
for p in libc.so.6:-:800 :-:10\* :-: :-:zz :-:10 ":-:$(printf '%x' \
    $((0x$a + 2)))"; do
	"$DTRACE" -x errtags -n "pid\$target:$p { }" -c "$T/pie" 2>&1 \
	    >/dev/null | sed -e 's/pid[0-9][0-9]*/pidPID/g' \
	    -e "s/0x$(printf '%x' $((0x$a + 2)))/MAIN+2/" \
	    -e "s/:$(printf '%x' $((0x$a + 2))) /:MAIN+2 /"
done

# ustack() at an entry probe shows the caller, as DTrace does, whether
# or not the function begins by making a frame: built -O1, api_add() is
# a leaf that makes none (lea; ret), so the frame-pointer walk alone
# would go from api_add straight to api_sum, past scale; scale() begins
# with push %rbp, where the kernel adds the caller itself (it must not
# appear twice).  ustack(1) is the function alone, ustack(2) the
# function and its caller.
. "$(dirname "$0")/matrix.inc"
matrix_build -O1 -no-pie
first() {	# the first instruction of function $1
	objdump -d --no-show-raw-insn "$T/matrix" | awk -v f="<$1>:" '
	    $2 == f { getline; $1 = ""; sub(/^ /, ""); print; exit }'
}
echo "api_add begins with $(first api_add)"
echo "scale begins with $(first scale)"
"$DTRACE" -q -n '
pid$target:a.out:api_add:entry /n++ == 0/ { ustack(); ustack(1); ustack(2); }
pid$target:a.out:scale:entry /m++ == 0/ { ustack(); }' -c "$T/matrix" \
    >"$T/out" 2>"$T/err"
echo "status $?"
awk '/`main/ { print; skip = 1; next } skip && /^ / { next }
    { skip = 0; print }' "$T/out"
sed 's/pid [0-9]*/pid PID/' "$T/err"

# C++: functions are named by their mangled names, in probe descriptions
# (pid$target:a.out:_ZN*:entry) and in probefunc, as DTrace names them;
# with -x mangled, in ufunc() and usym() and in ustack() frames too, as
# illumos and Oracle print them (the Dynamic Tracing Guide's ustack()
# example prints libjvm.so`__1cDhpiFwrite6FipkvI_I_+0xa8).  Without it
# those are demangled (stack/cxx-demangle).  Overloads and template
# instances are functions of their own.
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
c++ -O0 -fno-omit-frame-pointer -o "$T/cxx" "$(dirname "$0")/cxx.cc" ||
    exit 1
"$DTRACE" -l -n 'pid$target:a.out:_ZN3geo*:entry' -c "$T/cxx" 2>/dev/null |
    awk 'NR > 1 { print $3, $4, $5 }' | sort
echo "status ${PIPESTATUS[0]}"
"$DTRACE" -x mangled -q -n '
pid$target:a.out:_ZN3geo*:entry { printf("%s:%s\n", probefunc, probename); }
pid$target:a.out:_ZN3geo5twiceEi:entry { ustack(); }
pid$target:a.out:_ZN3geo5Shape4areaEv:entry { printf("this->w %d\n",
    *(int *)copyin(arg0, 4)); }
pid$target:a.out:_ZN3geo*:return /probefunc != "_ZN3geo2sqIdEET_S1_"/ {
    printf("%s:%s %d\n", probefunc, probename, (int)arg1); }
pid$target:a.out:_ZN3geo2sqIdEET_S1_:return {	/* the value is in %xmm0 */
    printf("%s:%s\n", probefunc, probename); }' -c "$T/cxx" >"$T/out" 2>"$T/err"
echo "status $?"
awk '/`main/ { print; skip = 1; next } skip && /^ / { next }
    { skip = 0; print }' "$T/out"
sed 's/pid [0-9]*/pid PID/' "$T/err"

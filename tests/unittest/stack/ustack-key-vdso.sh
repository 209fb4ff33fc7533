# Samples in the vDSO (clock_gettime(2) runs there, in no file of the
# process) unwind on through it: the in-kernel unwinder compiles the
# vDSO's CFI from dtrace's own (the same image in every process), so a
# stack with a vDSO frame (named from dtrace's own vDSO too, under its
# DT_SONAME: "linux-vdso.so.1`__vdso_clock_gettime+0x36", each one, or
# "linux-vdso.so.1`0x7ffd..." where no function of its .dynsym holds the
# pc: its code split out of them)
# goes on into libc's clock_gettime, spin(), outer() and main:
# most of the samples (all, here; Linux 6.1 under emulation ends a
# stack early now and then: 4 of 8 distinct vDSO stacks once, each seen
# once among over a thousand samples), where frame pointers reach
# spin() from none.
# Where the clock has no vDSO path (some virtual machines), clock_gettime
# is a system call and no sample is in the vDSO: the case is skipped.
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cc -O2 -fomit-frame-pointer -o "$T/vdso-spin" \
    "$(dirname "$0")/vdso-spin.c" || exit 1
"$DTRACE" -q -n 'profile-997 /pid == $target/ { @[ustack()] = count(); }' \
    -c "$T/vdso-spin" >"$T/out" 2>"$T/err"
echo "status $?"
# per stack: its first frames; a vDSO frame is the vDSO's by name, or
# an address that libc's clock_gettime called (one not named); each
# stack weighs its count of samples.
awk 'BEGIN { RS = ""; FS = "\n" }
    { for (i = 1; i <= NF; i++) sub(/^[ \t]+/, "", $i)
      w = $NF; first = $1
      invdso = first ~ /^linux-vdso\.so\.1`/ ||
	(first ~ /^0x[0-9a-f]+$/ && $2 ~ /^libc\.so\.6`clock_gettime\+0x/) }
    invdso {
	vdso += w; stacks++
	if (first ~ /^linux-vdso\.so\.1`/) named++
	if ($2 ~ /^libc\.so\.6`clock_gettime\+0x/) into += w
	if ($3 ~ /^vdso-spin`spin\+0x/) spin += w }
    END {
	if (vdso == 0) { print "no sample in the vDSO"; exit 77 }
	print "vDSO frames named:", (named == stacks ? "all" : named "/" stacks)
	print "vDSO stacks into clock_gettime:", (2 * into > vdso ? "most" : into "/" vdso)
	print "and into spin():", (2 * spin > vdso ? "most" : spin "/" vdso) }' "$T/out"

# -l -v says why a probe cannot be enabled on this kernel, in an
# "Availability" section after its argument types, with the reason that
# enabling it gives (fbt and the stable providers' function probes on a
# kernel that takes neither fentry nor kprobes); a probe that can be
# enabled has no such section.  Listing and enabling agree, whichever
# this kernel is.
for p in fbt::do_sys_openat2:entry sched:::enqueue syscall::getppid:entry \
    lockstat:::adaptive-acquire lockstat:::spin-acquire tcp:::receive; do
	why=$("$DTRACE" -lv -n "$p" | awk '/^\tAvailability$/ { on = 1; next }
	    on && NF { sub(/^\t\tnot on this kernel: /, ""); print; exit }')
	err=$("$DTRACE" -q -n "$p {}" -n 'BEGIN { exit(0); }' 2>&1 >/dev/null |
	    sed -n 's/^dtrace: could not enable tracing: [^ ]*: //p')
	if [ "$why" = "$err" ]; then
		echo "$p: listing and enabling agree"
	else
		echo "$p: listed [$why], enabling said [$err]"
	fi
done

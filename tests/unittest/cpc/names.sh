# A cpc probe is <event>-<all|user|kernel>-<count>: made when named, with
# any mode and count; not for an unknown event or mode, a count that is
# not all digits, or a clock period under 5000 (illumos's
# dcpc-min-overflow).  Counting events (faults) take any count from 1.
for d in cpc:::page_faults-kernel-1 cpc:::task_clock-user-5000 \
    cpc:::cpu_clock-all-4999 cpc:::page_faults-sometimes-100 \
    cpc:::page_faults-all-10x cpc:::page_faults-all-0 \
    cpc:::no_such_event-all-10000 cpc:::page_faults-all; do
	# -l succeeds whatever it matches (it implies -Z): a line says
	if "$DTRACE" -l -n "$d" 2>/dev/null | grep -q '^ *[0-9]'; then
		echo "$d: made"
	else
		echo "$d: no probe"
	fi
done

dtrace: invalid probe specifier 0: invalid probe identifier 0: Unknown probe identifier
exit 1
dtrace: invalid probe specifier 0-2: invalid probe identifier 0: Unknown probe identifier
exit 1
dtrace: invalid probe specifier 2-2: probe description :::-2 does not match any probes
exit 1
dtrace: invalid probe specifier -3: probe description :::-3 does not match any probes
exit 1
dtrace: invalid probe specifier i23: probe description :::i23 does not match any probes
exit 1
dtrace: invalid probe specifier 99999999: invalid probe identifier 99999999: Unknown probe identifier
exit 1
dtrace: invalid probe specifier 0: invalid probe identifier 0: Unknown probe identifier
exit 1
dtrace: invalid probe specifier 0: invalid probe identifier 0: Unknown probe identifier
exit 1

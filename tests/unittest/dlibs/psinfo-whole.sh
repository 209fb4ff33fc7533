# psinfo-whole.d on /bin/true: its lines as they are, and of the hex dump
# of trace(*curpsinfo), which holds pids and addresses, how many rows (16
# bytes each: psinfo_t's 416 bytes are 26) and the row with pr_fname.
"$1" -x syslibdir="$DT_DLIBS" -s psinfo-whole.d -c "/bin/true one two" |
    awk '/^ +[0-9a-f]+: / { rows++; if (/[.]true[.]/) print "pr_fname row " $1
	    next }
	{ print }
	END { print "dump rows " rows }'

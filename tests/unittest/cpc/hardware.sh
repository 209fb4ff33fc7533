# Hardware counters: cpc:::instructions-user-100000 samples a busy loop's
# user-mode instructions.
"$DTRACE" -q -c 'awk "BEGIN { for (i = 0; i < 3000000; i++) s += i }"' -n '
cpc:::instructions-user-100000 /pid == $target && arg1 != 0/ { n++; }
END { printf("%s\n", n > 10 ? "sampled" : "not sampled"); }'
echo "exit $?"

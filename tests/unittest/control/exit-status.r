BEGIN { exit(1); } END { exit(3); }: status 3
BEGIN { exit(0); } END { exit(5); }: status 5
BEGIN { exit(2); } END { trace(1); }: status 2
tick-10ms /i++ == 0/ { exit(1); } tick-10ms { exit(0); }: status 1
END { exit(4); } tick-10ms { exit(0); }: status 4
BEGIN { exit(0); exit(4); }: status 4

# "#pragma D depends_on provider P" keeps a library when P has probes
# (dtrace, profile) and leaves it out when P has none.
dir=$(mktemp -d)
printf '#pragma D depends_on provider dtrace\ninline int A = 1;\n' > "$dir/a.d"
printf '#pragma D depends_on provider profile\ninline int B = 2;\n' > "$dir/b.d"
printf '#pragma D depends_on provider nosuch\ninline int C = 3;\n' > "$dir/c.d"
"$DTRACE" -x syslibdir="$dir" -qn 'BEGIN { printf("%d %d\n", A, B); exit(0); }'
"$DTRACE" -x syslibdir="$dir" -qn 'BEGIN { trace(C); exit(0); }' 2>&1
rm -rf "$dir"

# #pragma D attributes and binding name an identifier the program
# declares, before or after them: a built-in or a library's is
# D_PRAGMA_SCOPE, one never declared (a variable a clause assigns comes
# too late) D_PRAGMA_UNUSED, at the pragma's line, as DTrace says; a
# provider's component must be one DTrace knows.
exec 2>&1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1
cat > ok.d <<'X'
int x;
#pragma D attributes Evolving/Evolving/Common x
#pragma D attributes Evolving/Evolving/Common y
#pragma D binding "1.0" f
inline int y = 3;
void f(int, int);
#pragma D attributes Evolving/Evolving/Common provider profile name
BEGIN { printf("%d\n", y); exit(0); }
X
"$DTRACE" -q -s ok.d; echo "status $?"
printf 'void f(int);\n\n#pragma D attributes Stable/Stable/Common f;\nBEGIN { exit(0); }\n' > unused.d
"$DTRACE" -x errtags -s unused.d; echo "status $?"
printf '#pragma D binding "1.0" w\nBEGIN { w = 1; exit(0); }\n' > late.d
"$DTRACE" -s late.d; echo "status $?"
printf '#pragma D attributes Evolving/Evolving/Common pid\nBEGIN { exit(0); }\n' > builtin.d
"$DTRACE" -x errtags -s builtin.d; echo "status $?"
printf '#pragma D attributes Evolving/Evolving/Common provider profile nam\n' > part.d
"$DTRACE" -s part.d; echo "status $?"

# -C runs cpp(1) with -D, -U and -I; macros and #include work in scripts.
dir=$(mktemp -d)
cat > "$dir/defs.h" <<'EOH'
#define GREETING "hello from cpp"
EOH
cat > "$dir/cpp.d" <<'EOD'
#include "defs.h"
#pragma D option quiet
BEGIN
{
#ifdef EXTRA
	printf("%s, %d\n", GREETING, EXTRA);
#else
	printf("no EXTRA\n");
#endif
	exit(0);
}
EOD
"$DTRACE" -C -I "$dir" -D EXTRA=42 -s "$dir/cpp.d"
"$DTRACE" -C -I "$dir" -D EXTRA=42 -U EXTRA -s "$dir/cpp.d"
rm -rf "$dir"

# The system directory's libraries are compiled for the programs that use
# them (dt_dlib.c): a library is used through a name it declares at its
# top level (an inline, a typedef, a tag, an enumerator, a translator's
# output type), through a macro argument, through another library that
# names it or depends on it, or by any program that names args[].  A
# broken library fails only the programs that use it; one from -L fails
# every program, as in DTrace.
exec 2>&1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
mkdir "$dir/sys" "$dir/user"
cat > "$dir/sys/a.d" <<'X'
inline int A_ONE = 1;
typedef struct apair { int a_x; int a_y; } apair_t;
X
cat > "$dir/sys/b.d" <<'X'
enum bcolour { B_RED = 10, B_BLUE };
inline int B_TWO = A_ONE + 1;	/* a.d's, with no pragma */
X
cat > "$dir/sys/c.d" <<'X'
#pragma D depends_on library a.d
inline int C_THREE = 3;
X
cat > "$dir/sys/d.d" <<'X'
typedef struct dout { int d_pid; } dout_t;
translator dout_t < int P > { d_pid = P; };
X
cat > "$dir/sys/broken.d" <<'X'
inline int BROKEN_VALUE = ;
X
run() {
	"$DTRACE" -x syslibdir="$dir/sys" "$@" 2>&1 | sed "s|$dir|DIR|g"
	echo "exit ${PIPESTATUS[0]}"
}
# nothing used: the broken library is not compiled
run -qn 'BEGIN { trace("none"); exit(0); }'
# an inline, a typedef, an enumerator
run -qn 'BEGIN { printf("%d %d\n", A_ONE, sizeof(apair_t)); exit(0); }'
run -qn 'BEGIN { printf("%d %d\n", B_BLUE, B_TWO); exit(0); }'
# a library that depends on another
run -qn 'BEGIN { printf("%d %d\n", C_THREE, A_ONE); exit(0); }'
# a translator's output type
run -qn 'BEGIN { printf("%d\n", xlate <dout_t> (42).d_pid); exit(0); }'
# a macro argument names it
run -qn 'BEGIN { printf("%d\n", $1); exit(0); }' C_THREE
# the broken one, used
run -qn 'BEGIN { trace(BROKEN_VALUE); exit(0); }'
# args[] anywhere: every library, the broken one too
run -qn 'BEGIN /args[0] == 0/ { exit(0); }'
# a broken library from -L fails every program
echo 'inline int USER_BROKEN = ;' > "$dir/user/ubroken.d"
run -L "$dir/user" -qn 'BEGIN { trace("none"); exit(0); }'

# Speculative records from every CPU, thousands of them, all kept until
# END commits them: none is lost, each prints once.  Two processes call
# getppid() 5000 times each; @n counts the speculating firings exactly.
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cat > "$dir/spec_stress.c" <<'C'
#include <sys/wait.h>
#include <unistd.h>

int
main(void)
{
	pid_t child = fork();
	int i;

	for (i = 0; i < 5000; i++)
		getppid();
	if (child > 0)
		waitpid(child, NULL, 0);
	return 0;
}
C
cc -O0 -o "$dir/spec_stress" "$dir/spec_stress.c" || exit 1
"$1" -q -o "$dir/out" -c "$dir/spec_stress" -n '
BEGIN { s = speculation(); }
syscall::getppid:entry /execname == "spec_stress"/ { @n = count(); }
syscall::getppid:entry /execname == "spec_stress"/
{
	speculate(s);
	printf("r\n");
}
END { commit(s); }
END { printa("n %@d\n", @n); }'
echo "exit $?"
n=$(sed -n 's/^n //p' "$dir/out")
r=$(grep -c '^r$' "$dir/out")
echo "counted $n, printed $r"
[ "$n" = 10000 ] && [ "$r" = 10000 ] && echo "all 10000 committed"

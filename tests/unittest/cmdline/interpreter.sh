# A script starting with "#!/usr/sbin/dtrace -s" runs as a program, and its
# operands are macro arguments.
script=$(mktemp)
cat > "$script" <<EOD
#!$DTRACE -qs
BEGIN
{
	printf("%s %d\n", \$\$1, \$2 + 1);
	exit(0);
}
EOD
chmod +x "$script"
"$script" word 41
echo "exit $?"
rm -f "$script"

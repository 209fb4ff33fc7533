/*
 * The input type in braces rather than angle brackets (Oracle's
 * translators/err.D_DECL_TYPERED.BadTransDecl): "struct output_struct {"
 * then opens a second definition of the output struct, which DTrace
 * refuses at that brace, before reading what is inside.
 */

#pragma D option quiet

struct input_struct {
	int i;
	char c;
} *uvar;

struct output_struct {
	int myi;
	char myc;
};

translator struct output_struct
{
	struct input_struct *uvar
}
{
	myi = ((struct input_struct *) uvar)->i;
	myc = ((struct input_struct *) uvar)->c;
}

BEGIN
{
	printf("Using braces instead of angle brackets for translator input");
	exit(0);
}

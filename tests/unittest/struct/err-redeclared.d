/* A struct defined twice: reported where the second body starts. */
#pragma D option errtags

struct s {
	int a;
};

struct s {
	int a;
	int b;
};

BEGIN
{
	exit(0);
}

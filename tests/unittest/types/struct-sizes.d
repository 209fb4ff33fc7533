/* D declarations of structs, unions, enums and typedefs, laid out as C. */
#pragma D option quiet

struct point {
	int x;
	char tag;
	long y;
};

union either {
	char c;
	int i;
	long l;
};

enum color { RED, GREEN = 5, BLUE };

typedef struct point point_t;

BEGIN
{
	printf("%d %d %d %d\n", sizeof (struct point), offsetof(struct point, tag),
	    offsetof(point_t, y), sizeof (union either));
	printf("%d %d %d\n", RED, GREEN, BLUE);
	printf("%d %d %d %d\n", sizeof (char), sizeof (short), sizeof (int *),
	    sizeof (uint64_t));
	exit(0);
}

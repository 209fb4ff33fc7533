/*
 * An enumerator list may end in a comma, tagged or not, in a typedef too;
 * the names of kernel enumerators (UP, DOWN here) may be taken.
 */
#pragma D option quiet

enum fruit {
	APPLE = 1,
	PEAR = 2,
};

enum {
	NORTH,
	SOUTH,
};

typedef enum {
	UP,
	DOWN,
} updown_t;

enum plain {
	ONE,
	TWO
};

BEGIN
{
	x = (updown_t)DOWN;
	printf("%d %d %d %d %d\n", APPLE, PEAR, SOUTH, x, TWO);
	exit(0);
}

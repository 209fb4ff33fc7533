/* A struct without a tag has no name but its typedef's. */
typedef struct {
	int a;
} pair_t;
pair_t p;

BEGIN
{
	p = 1;
}

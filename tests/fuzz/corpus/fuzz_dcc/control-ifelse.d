/*
 * Actions inside if/else run only on the branch taken: printf, trace,
 * exit and aggregations, nested, with and without braces.
 */
#pragma D option quiet

BEGIN
{
	x = 3;
	if (x > 2) {
		printf("big %d\n", x);
		@taken["then"] = count();
	} else {
		printf("not printed\n");
		@taken["else"] = count();
	}
	if (x == 1)
		exit(1);
	else if (x == 3) {
		trace("x is 3");
		printf("\n");
		if (x != 3)
			printf("not printed either\n");
		else
			printf("nested else\n");
	}
}

BEGIN
{
	self->n = 0;
	if (self->n == 0)
		exit(0);
	printf("unconditional\n");
}

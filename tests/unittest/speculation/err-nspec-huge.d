/* A count that does not fit in 64 bits is refused. */
#pragma D option errtags
#pragma D option nspec=245566729809009887663
BEGIN { exit(0); }

/* nspec is a positive count. */
#pragma D option nspec=-72
BEGIN { exit(0); }

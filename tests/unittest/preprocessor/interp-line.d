#!/usr/sbin/dtrace -Cqs
/*
 * An interpreter line is no directive for cpp: under -C it is left out
 * (its newline kept, so lines keep their numbers), as DTrace does.
 */
#define ANSWER 42

BEGIN
{
	printf("%d\n", ANSWER);
	exit(0);
}

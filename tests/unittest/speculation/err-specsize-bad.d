/* specsize takes a size: b is no suffix. */
#pragma D option errtags
#pragma D option specsize=1b
BEGIN { exit(0); }

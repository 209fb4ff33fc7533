/* clear() of something that is not an aggregation */
#pragma D option errtags
BEGIN { clear("a"); }

/* denormalize() of an aggregation nothing assigned */
#pragma D option errtags
BEGIN { denormalize(@a); }

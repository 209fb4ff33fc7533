/* clear() takes one aggregation */
#pragma D option errtags
BEGIN { @a = count(); clear(); }

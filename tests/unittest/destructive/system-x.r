with -x destructive


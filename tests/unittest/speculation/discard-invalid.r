still running


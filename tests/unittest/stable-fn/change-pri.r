change-pri 125, in the thread itself 1

exit 0

exit 1
exit 1

ran

exit 0

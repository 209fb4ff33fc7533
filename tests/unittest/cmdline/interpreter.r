word 42

exit 0

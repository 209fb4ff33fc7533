dtrace: 26 drops on CPU n

exit 0

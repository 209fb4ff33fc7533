sampled
exit 0

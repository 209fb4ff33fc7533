speculation 1
not speculative
speculative 1
speculative two
3
after the commit


status 0
ready
conn fd 9 peer peer.example

--- no translator
status 1
dtrace: failed to compile script script.d: line 13: translator for args[0] from struct conn * to conninfo_t * is not defined
--- no types
status 1
dtrace: failed to compile script script.d: line 2: failed to resolve native type for args[0]

dtrace: failed to compile script lib.d: [D_PRAGMA_DEPEND] line 2: main program may not explicitly depend on a library
status 1
dtrace: failed to compile script prov.d: line 1: program requires provider nosuchprovider
status 1
dtrace: failed to compile script mod.d: line 2: program requires module nosuchmodule_xyz
status 1
ok

status 0

dtrace: failed to link script myapp: bad.o: no such probe nosuch
status 1
dtrace: failed to link script myapp.d: other.o: no such provider otherprov
status 1
status 0
out.o
dtrace: failed to link script myapp.d: failed to open nosuch.o: No such file or directory
status 1
dtrace: failed to link script myapp.d: invalid file type: text.o
status 1
dtrace: failed to link script myapp.d: archives are not permitted; use the contents of the archive instead: lib.a
status 1

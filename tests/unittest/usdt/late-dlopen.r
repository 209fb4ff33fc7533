main status 0
status 0
ready
main main 1
libdlapp.so lib 7
libdlapp.so lib 8
main main 2


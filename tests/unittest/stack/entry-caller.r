
              libstdc++.so.6`operator new(unsigned long)
              nc`build(int)+0xN
              nc`main+0xN
              libc.so.6`__libc_start_call_main+0xN
  nc`build(int)
depth 4

status 0

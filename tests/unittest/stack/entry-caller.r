
              libstdc++.so.6`operator new(unsigned long)
              nc`build(int)+0xN
              nc`main+0xN
              libc.so.6`__libc_start_call_main+0xN
              libc.so.6`__libc_start_main+0xN
              nc`_start+0xN
  nc`build(int)
depth 6

status 0

              libstdc++.so.6`operator new(unsigned long)
              nofp`build(int)+0xN
              nofp`main+0xN
              libc.so.6`__libc_start_call_main+0xN
              libc.so.6`__libc_start_main+0xN
              nofp`_start+0xN
  nofp`build(int)

status 0

status 0
sum 8

              nofpu`leaf
              nofpu`mid+0x2c
              nofpu`top+0x5b
              nofpu`main+0x8
              libc.so.6`__libc_start_call_main
              libc.so.6`__libc_start_main
              nofpu`_start+0x21

status 0
sum 8

              nofpu`leaf
              nofpu`mid+0x2c
              nofpu`top+0x5b
              nofpu`main+0x8
              libc.so.6`__libc_start_call_main
              libc.so.6`__libc_start_main
              nofpu`_start+0x21


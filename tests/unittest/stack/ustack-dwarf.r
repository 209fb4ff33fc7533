status 0
sum 8

              nofp`leaf
              nofp`mid+0x2c
              nofp`top+0x5b
              nofp`main+0x8
              libc.so.6`__libc_start_call_main
              libc.so.6`__libc_start_main
              nofp`_start+0x21

status 0
sum 8

              nofp`leaf
              nofp`mid+0x2c
              nofp`top+0x5b
              nofp`main+0x8
              libc.so.6`__libc_start_call_main
              libc.so.6`__libc_start_main
              nofp`_start+0x21


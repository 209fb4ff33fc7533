

              libc.so.6`write
              nofp-sys`leaf+0x20
              nofp-sys`mid+0x2c
              nofp-sys`top+0x5b
              nofp-sys`main+0x2f
              libc.so.6`__libc_start_call_main
              libc.so.6`__libc_start_main
              nofp-sys`_start+0x21
                2
status 0


              libc.so.6`write
                2
status 0

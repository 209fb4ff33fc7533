sum 8

              nofp`leaf
              nofp`mid+0x2c
              nofp`top+0x5b
              nofp`main+0x8


              nofp`leaf
                2
status 0

sum 8

              nofp`leaf
              nofp`mid+0x2c
              nofp`top+0x5b


              nofp`leaf
              nofp`mid+{ptr}

status 0

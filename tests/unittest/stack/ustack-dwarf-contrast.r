auto: status 0
sum 8

              fp`leaf
              fp`mid+{ptr}
              fp`top+0x5f
              fp`main+0x10
dwarf: status 0
sum 8

              fp`leaf
              fp`mid+0x2e
              fp`top+0x5f
              fp`main+0x10

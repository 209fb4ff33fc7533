status 0
sum 10

              chain`leaf
              chain`middle+0x1f
              chain`outer+0x15
              chain`main+0x22

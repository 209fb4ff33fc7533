sum 10

  chain                                             
              chain`leaf
              chain`middle+0x1f
                2

              chain`leaf
              chain`middle+0x1f
=2


    chain`leaf
    chain`middle+0x1f
                2


    chain`leaf
    chain`middle+0x1f
    chain`outer+0x15
                2
status 0

sum 10
  chain`middle                                      |
  chain`middle                                      |
  chain                                             |
  chain`middle+0x2                                  |
[chain`middle] [chain`middle+0x4] [chain`middle        ] [x]
[chain`middle] [chain`middle+0x4]
chain`middle+0x3 1

  chain`middle                                                      1
  chain                                                             1
status 0

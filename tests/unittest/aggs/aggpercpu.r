exit 0

  y                                                                 1
    [CPU 0]                1
  x                                                                 2
    [CPU 0]                2

               -3
    [CPU 0]               -3
each other possible CPU: 0

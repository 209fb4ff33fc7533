
             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef
         0: 07 00 00 00 73 65 76 65 6e 00 00 00 00 00 00 00  ....seven.......
        10: 07 00 00 00 00 00 00 00 07 00 00 00 00 00 00 00  ................
        20: 00 00 00 00 00 00 00 00                          ........

0xffffc900064f9228 = *
                                            (struct out) {
                                             .num = (int)7,
                                             .name = (char [8]) [
                                              (char)'s',
                                              (char)'e',
                                              (char)'v',
                                              (char)'e',
                                              (char)'n',
                                             ],
                                             .p = (struct pair) {
                                              .hi = (long)7,
                                              .lo = (long)7,
                                             },
                                            }
7 seven 7 7 0


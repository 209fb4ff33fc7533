7 7 seven tagged 7.7 11.12 123 b 0
7 7 seven tagged 7.7 11.12 123 b 0
7 7 seven tagged 7.7 11.12 123 b 0
7 7 seven tagged 7.7 11.12 123 b 0
{ptr} = *
                                            (struct out) {
                                             .num = (int)7,
                                             .bits = (unsigned int)7,
                                             .name = (char [8]) [
                                              (char)'s',
                                              (char)'e',
                                              (char)'v',
                                              (char)'e',
                                              (char)'n',
                                             ],
                                             .tag = (char [8]) [
                                              (char)'t',
                                              (char)'a',
                                              (char)'g',
                                              (char)'g',
                                              (char)'e',
                                              (char)'d',
                                             ],
                                             .byxl = (struct pair) {
                                              .hi = (long)7,
                                              .lo = (long)7,
                                             },
                                             .copy = (struct pair) {
                                              .hi = (long)11,
                                              .lo = (long)12,
                                             },
                                             .v = (int [3]) [
                                              (int)1,
                                              (int)2,
                                              (int)3,
                                             ],
                                             .ptr = (void *)0xb,
                                            }


0xffffc900097779a8 = *
                                            (struct rec) {
                                             .id = (int)1,
                                             .name = (char [8]) [
                                              (char)'t',
                                              (char)'h',
                                              (char)'i',
                                              (char)'s',
                                             ],
                                             .when = (struct ts) {
                                              .sec = (long)10,
                                             },
                                            }
0xffffc90009c67640 = *
                                            (struct rec) {
                                             .id = (int)2,
                                             .name = (char [8]) [
                                              (char)'s',
                                              (char)'e',
                                              (char)'l',
                                              (char)'f',
                                             ],
                                             .when = (struct ts) {
                                              .sec = (long)10,
                                             },
                                            }
0xffffc90009c674e0 = *
                                            (struct rec) {
                                             .id = (int)3,
                                             .name = (char [8]) [
                                              (char)'s',
                                              (char)'e',
                                              (char)'l',
                                              (char)'f',
                                             ],
                                             .when = (struct ts) {
                                              .sec = (long)10,
                                              .nsec = (long)5,
                                             },
                                            }


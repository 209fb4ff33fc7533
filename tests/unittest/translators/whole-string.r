1 dtrace cmd:dtrace 7
1 dtrace cmd:dtrace 7
1 dtrace cmd:dtrace 7
cmd:dtrace
cmd:dtrace
dtrace 10
cmd:dtrace
0xffffc90008dd88b8 = *
                                            (struct myinfo) {
                                             .mi_self = (int)1,
                                             .mi_fname = (string) [
                                              (char)'d',
                                              (char)'t',
                                              (char)'r',
                                              (char)'a',
                                              (char)'c',
                                              (char)'e',
                                             ],
                                             .mi_label = (string) [
                                              (char)'c',
                                              (char)'m',
                                              (char)'d',
                                              (char)':',
                                              (char)'d',
                                              (char)'t',
                                              (char)'r',
                                              (char)'a',
                                              (char)'c',
                                              (char)'e',
                                             ],
                                             .mi_flag = (int)7,
                                            }



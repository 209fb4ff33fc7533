{ptr} = *
                                            (struct test_struct) {
                                             .b = (char [5]) [
                                             ],
                                             .g = (int)1,
                                             .h = (enum eh)FIRSTVAL,
                                            }

exit 0

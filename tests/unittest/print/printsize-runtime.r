{ptr} = *
                                            (struct ts) {
                                             .x = (long long)1,
                                             ...
                                            }
{ptr} = *
                                            (struct ts) {
                                             .x = (long long)1,
                                             .a = (struct) {
                                              .x = (long long)2,
                                              ...
                                             },
                                            }
{ptr} = *
                                            (struct ts) {
                                             .x = (long long)1,
                                             .a = (struct) {
                                              .x = (long long)2,
                                              .b = (struct) {
                                               .x = (long long)3,
                                              },
                                             },
                                            }

exit 0

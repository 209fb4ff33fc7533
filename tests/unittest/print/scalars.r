{ptr} = *
                                            (int)-5
{ptr} = *
                                            (void *)0x1234

exit 0

taken: x 10

  x                                                                10


big 3
x is 3
nested else
unconditional

  then                                                              1

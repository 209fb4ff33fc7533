exit 0
  threads                                                           2
counts agree

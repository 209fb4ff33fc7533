
  unchanged                                                    300000
status 0

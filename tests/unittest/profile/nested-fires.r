samples inside a clause: yes

  unchanged                                                    300000
status 0

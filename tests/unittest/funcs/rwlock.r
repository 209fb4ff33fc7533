writers: some
readers: some
reader: not rw_read_held(): 0
reader: rw_write_held(): 0
writer: not rw_iswriter(): 0
writer: rw_write_held() not 0xff: 0

exit 0

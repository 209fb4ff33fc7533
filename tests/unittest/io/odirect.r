writes started by dd: 4
bytes: 16384
dev_pathname is /dev/ and dev_statname: 1
dev_name is dev_statname (a whole disk): 1
no fileinfo: 1
done: 4
device: the loop device


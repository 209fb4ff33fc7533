writes started by dd: 4
bytes: 16384
dev_pathname is /dev/ and dev_statname: 1
no fileinfo: 1
done: 4
device: that of the file system


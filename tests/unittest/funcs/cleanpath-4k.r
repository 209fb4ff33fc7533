/usr/local/bin


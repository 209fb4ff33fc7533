busy: vtimestamp grew >= 195 ms
busy: vtimestamp <= timestamp
sleep: vtimestamp grew < 20 ms
sleep: timestamp grew >= 300 ms
first read: small

status 0

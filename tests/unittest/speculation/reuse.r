first 1
second 1
second buffer
third 1


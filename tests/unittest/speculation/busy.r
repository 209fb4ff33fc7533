first 1
committed
second 0


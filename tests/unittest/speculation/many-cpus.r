exit 0
counted 10000, printed 10000
all 10000 committed

0 31 -1 0
31 41 17 -1
fox jumps over the lazy dog|dog||aab
12 10 bac


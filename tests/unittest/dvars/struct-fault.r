fault 1 at 64; s.b = 0


1 2 x3 4 5 SIX sev 8 99 ten dtrace dtraceBEGIN
12 1234 123412


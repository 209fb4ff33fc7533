status 0
vDSO frames named: all
vDSO stacks into clock_gettime: most
and into spin(): most

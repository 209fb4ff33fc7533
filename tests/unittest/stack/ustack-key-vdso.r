status 0
vDSO stacks into clock_gettime: most
and into spin(): most

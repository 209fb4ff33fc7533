status 0
vDSO stacks into clock_gettime: all
and into spin(): all

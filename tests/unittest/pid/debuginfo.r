-- by build ID
status 0
sum 15
api_sum(3, scale)
  matrix`scale                                      |
  matrix                                            |
  matrix`scale                                      |
api_sum:OFF at the call of scale
api_add(0, 1)

              matrix`api_add
              matrix`scale+0x21
              matrix`api_sum+0x2f
              matrix`main+0x18
api_add returns 1 at a ret
scale returns 2
api_sum:OFF at the call of scale
api_add(3, 1)
api_add returns 4 at a ret
scale returns 5
api_sum:OFF at the call of scale
api_add(6, 1)
api_add returns 7 at a ret
scale returns 8
api_sum returns 15 at a ret

-- not found
dtrace: invalid probe specifier pid$target:a.out:scale:return { printf("scale returns %d\n",
    (int)arg1); }: failed to lookup 'scale' in module 'a.out'
status 1
-- by debuglink, beside the executable
status 0
sum 15
api_sum(3, scale)
  matrix`scale                                      |
  matrix                                            |
  matrix`scale                                      |
api_sum:OFF at the call of scale
api_add(0, 1)

              matrix`api_add
              matrix`scale+0x21
              matrix`api_sum+0x2f
              matrix`main+0x18
api_add returns 1 at a ret
scale returns 2
api_sum:OFF at the call of scale
api_add(3, 1)
api_add returns 4 at a ret
scale returns 5
api_sum:OFF at the call of scale
api_add(6, 1)
api_add returns 7 at a ret
scale returns 8
api_sum returns 15 at a ret


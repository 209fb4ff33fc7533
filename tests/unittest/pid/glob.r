status 0
sum 360
CPU ID FUNCTION:NAME
C ID f2:entry a.out:f2:entry arg0=2
C ID f3:entry a.out:f3:entry arg0=2
C ID f6:entry a.out:f6:entry arg0=2
C ID f7:entry a.out:f7:entry arg0=2
C ID f10:entry a.out:f10:entry arg0=2
C ID f11:entry a.out:f11:entry arg0=2
C ID f11:entry
C ID f14:entry a.out:f14:entry arg0=2
C ID f15:entry a.out:f15:entry arg0=2
C ID f15:entry
C ID :END
f0   1
f12  1
f4   1
f8   1
f1   2
f13  2
f5   2
f9   2
f10  3
f14  3
f2   3
f6   3
f11  4
f15  4
f3   4
f7   4
f0   return 1 1
f12  return 1 1
f4   return 1 1
f8   return 1 1
f1   return 1 2
f13  return 1 2
f5   return 1 2
f9   return 1 2
f10  return 1 3
f14  return 1 3
f2   return 1 3
f6   return 1 3
f11  return 1 4
f15  return 1 4
f3   return 1 4
f7   return 1 4
dtrace: description '
pid$target:a.out:f*:entry ' matched 56 probes

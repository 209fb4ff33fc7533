a[3] 6
a[3] still 6


1 2 3 4 5 6 7 8 9 10 1
ab y /x C ello -1 2z dtrace BEGIN  2


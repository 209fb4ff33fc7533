   ID   PROVIDER            MODULE                          FUNCTION NAME
    4    profile                                                     profile-97
    5    profile                                                     profile-199
    6    profile                                                     profile-499
    7    profile                                                     profile-997
    8    profile                                                     profile-1999
    9    profile                                                     profile-4001
   10    profile                                                     profile-4999
   11    profile                                                     tick-1
   12    profile                                                     tick-10
   13    profile                                                     tick-100
   14    profile                                                     tick-500
   15    profile                                                     tick-1000
   16    profile                                                     tick-5000
    1     dtrace                                                     BEGIN

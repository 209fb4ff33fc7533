traced
traced
status 0
ready
sdtlatePID sdtlate tick 1
sdtlatePID libsdtlate.so libtick 10
sdtlatePID sdtlate tick 2
sdtlatePID libsdtlate.so libtick 20
sdtlatePID sdtlate tick 3
sdtlatePID libsdtlate.so libtick 30
sdtlatePID sdtlate tick 1
sdtlatePID libsdtlate.so libtick 10
sdtlatePID sdtlate tick 2
sdtlatePID libsdtlate.so libtick 20
sdtlatePID sdtlate tick 3
sdtlatePID libsdtlate.so libtick 30


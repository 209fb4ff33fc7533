_ZN4shop5twiceIdEElT_

              cx`long shop::twice<double>(double)
              cx`shop::Basket::total(int)+0xN
              cx`leaf(int)+0xN
              cx`main+0xN
              libc.so.6`__libc_start_call_main+0xN
              libc.so.6`__libc_start_main+0xN
              cx`_start+0xN
  cx`shop::Basket::total(int)                       
  cx`shop::Basket::total(int)                       
  cx`shop::Basket::total(int)+0xN                  


              cx`long shop::twice<double>(double)
              cx`shop::Basket::total(int)+0xN
              cx`leaf(int)+0xN
              cx`main+0xN
              libc.so.6`__libc_start_call_main+0xN
              libc.so.6`__libc_start_main+0xN
              cx`_start+0xN
                1
status 0
_ZN4shop5twiceIdEElT_

              cx`_ZN4shop5twiceIdEElT_
              cx`_ZN4shop6Basket5totalEi+0xN
              cx`_Z4leafi+0xN
              cx`main+0xN
              libc.so.6`__libc_start_call_main+0xN
              libc.so.6`__libc_start_main+0xN
              cx`_start+0xN
  cx`_ZN4shop6Basket5totalEi                        
  cx`_ZN4shop6Basket5totalEi                        
  cx`_ZN4shop6Basket5totalEi+0xN                   


              cx`_ZN4shop5twiceIdEElT_
              cx`_ZN4shop6Basket5totalEi+0xN
              cx`_Z4leafi+0xN
              cx`main+0xN
              libc.so.6`__libc_start_call_main+0xN
              libc.so.6`__libc_start_main+0xN
              cx`_start+0xN
                1
status 0

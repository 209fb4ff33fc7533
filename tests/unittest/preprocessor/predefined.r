__linux __unix __SVR4
__amd64 as the machine
__Linux
__SUNW_D=1 __SUNW_D_VERSION=2000000
__SUNW_D_64


a.out _ZN3geo2sqIdEET_S1_ entry
a.out _ZN3geo2sqIiEET_S1_ entry
a.out _ZN3geo5Shape4areaEv entry
a.out _ZN3geo5twiceEd entry
a.out _ZN3geo5twiceEi entry
status 0
status 0
54
_ZN3geo5Shape4areaEv:entry
this->w 3
_ZN3geo5twiceEi:entry

              cxx`_ZN3geo5twiceEi
              cxx`_ZN3geo5Shape4areaEv+0x23
              cxx`main+0x23
_ZN3geo5twiceEi:return 24
_ZN3geo5Shape4areaEv:return 24
_ZN3geo5twiceEd:entry
_ZN3geo5twiceEd:return 3
_ZN3geo2sqIiEET_S1_:entry
_ZN3geo2sqIiEET_S1_:return 25
_ZN3geo2sqIdEET_S1_:entry
_ZN3geo2sqIdEET_S1_:return


stored into an int: 935761216
again: 1319599982
j * j / j: 70000
j * j as an int: 605032704
j * j as a long: 4900000000
(int)(j * j) / j: 8643
j * j > j: 1
k = j * j: 605032704
1 << 32: 4294967296
(1 << 32) >> 32: 1
~0xdeadbeef: 21524110
~0xbeef: ffff4110
(uint64_t)~0xdeadbeef: ffffffff21524110
(uint64_t)(int)~0xdeadbeef: 21524110


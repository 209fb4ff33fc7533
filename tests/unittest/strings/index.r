3 6
index("boofoofoo", "foo", 0) = 3, rindex = -1
index("foobarbaz", "barbazzy", 0) = -1, rindex = -1
index("", "foobar", 0) = -1, rindex = -1
index("foobar", "", 0) = 0, rindex = 0
index("foofoofoo", "foo", 4) = 6, rindex = 3
index("foobarbaz", "barbaz", -400) = 3, rindex = -1
index("foobar", "", 8) = 6, rindex = 6
index("foobar", "foobar", 3) = -1, rindex = 0
index("foo", "", 1) = 1, rindex = 1


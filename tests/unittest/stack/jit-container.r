
              jit`leaf
              LazyCompile:*compute app.js:12+0x6

status 0

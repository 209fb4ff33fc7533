
              jit`leaf
              LazyCompile:*compute app.js:12+0x6

              jit`leaf
              LazyCompile:*compute app.js:12+0x6
  LazyCompile:*compute app.js:12                      LazyCompile:*compute app.js:12                      LazyCompile:*compute app.js:12+0x6                  ADDR

status 0

              jit`leaf
              ADDR

              jit`leaf
              ADDR
  ADDR ADDR ADDR ADDR

status 0

              jit`leaf
              ADDR

              jit`leaf
              ADDR
  ADDR ADDR ADDR ADDR

status 0

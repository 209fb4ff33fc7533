tracepoint: exits 10, CLD_EXITED 1, threads 90

fallback: exits 10, CLD_EXITED 1, threads 90


statusrate 10ms
dtrace: 1 failed speculation (no speculative buffer available)
dtrace: 1 failed speculation (no speculative buffer available)

statusrate 10s
dtrace: 2 failed speculations (no speculative buffer available)


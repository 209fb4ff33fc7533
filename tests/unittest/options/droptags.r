dtrace: [DTRACEDROP_SPECUNAVAIL] 3 failed speculations (no speculative buffer available)

status 0
dtrace: 3 failed speculations (no speculative buffer available)

status 0
dtrace: [DTRACEDROP_PRINCIPAL] N drops on CPU n

status 0

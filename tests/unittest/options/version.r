dtrace: Sun D 2.0

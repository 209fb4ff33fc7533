dtrace t


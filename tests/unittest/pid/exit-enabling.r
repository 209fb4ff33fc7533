      8 ok

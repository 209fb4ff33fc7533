abcdefghijklmnop|


abcdefghijklmno|


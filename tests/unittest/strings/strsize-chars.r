abcd abcd abcd abcd abcd
abcd ABCD 4


dtr traced


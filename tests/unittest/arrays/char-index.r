dtr x dtr


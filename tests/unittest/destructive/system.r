before
middle 42
after
-2 BEGIN
no arguments


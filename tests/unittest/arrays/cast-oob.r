7 7 7
read past g and comm


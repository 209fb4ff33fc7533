ERROR fired


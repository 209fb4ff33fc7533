[/bin/true 0123456789 abcdefghij 0123456789 abcdefghij 0123456789] 64


exit 0
first line
traced


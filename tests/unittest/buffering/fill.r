0
1
2
3
end 4


begin 1
begin 1, after exit()
end


status 0
kept


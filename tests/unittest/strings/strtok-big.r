usr|local|bin||


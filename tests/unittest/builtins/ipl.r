The interrupt priority level = 0


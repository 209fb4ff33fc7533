status 0
stackdepth agrees
caller agrees
status 0
middle: ucaller chain`outer, ustackdepth agrees
leaf: ucaller chain`middle, ustackdepth agrees

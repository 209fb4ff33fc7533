c = 44, sizeof (c) = 1
this->done = 1, (bool)0 = 0, (bool)7 = 1
sizeof (*self->p) = 4


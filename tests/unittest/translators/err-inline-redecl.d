/* An inline's name is an identifier like any other. */
int x;
inline int x = 3;

/* An inline's expression must fit its type. */
inline int bad = "string";

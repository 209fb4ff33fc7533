/* args[] outside a probe clause: an inline's expression */
inline int first = args[0];

BEGIN { exit(0); }

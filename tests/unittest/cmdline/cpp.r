hello from cpp, 42

no EXTRA


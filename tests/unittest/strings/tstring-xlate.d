/*
 * Translated string members, each made of string temporaries, used
 * together: as the keys of an aggregation and the arguments of printf(),
 * and a translation used whole whose char array members are each copied
 * from a string made by subroutines.
 */
#pragma D option quiet

typedef struct names {
	string n_base;
	string n_dir;
	string n_path;
	string n_upper;
	string n_num;
} names_t;

translator names_t < int x >
{
	n_base = basename(strjoin("/usr/lib/", lltostr(x)));
	n_dir = dirname(strjoin(strjoin("/usr/", lltostr(x + 1)), "/f"));
	n_path = strjoin(strjoin("/", lltostr(x + 2)), strjoin("/",
	    lltostr(x + 3)));
	n_upper = toupper(strjoin("x", lltostr(x + 4)));
	n_num = x > 0 ? lltostr(x * 10) : "<none>";
};

struct chars {
	char c_a[8];
	char c_b[8];
	char c_c[8];
	char c_d[8];
	char c_e[8];
	char c_f[8];
	char c_g[8];
	char c_h[8];
	char c_i[8];
	char c_j[8];
};

translator struct chars < int x >
{
	c_a = lltostr(x); c_b = lltostr(x + 1);
	c_c = strjoin(lltostr(x + 2), "c"); c_d = lltostr(x + 3);
	c_e = basename(strjoin("/q/", lltostr(x + 4))); c_f = lltostr(x + 5);
	c_g = toupper(strjoin("g", lltostr(x + 6))); c_h = lltostr(x + 7);
	c_i = lltostr(x + 8); c_j = strjoin(lltostr(x + 9), lltostr(x + 10));
};

BEGIN
{
	@[xlate <names_t> (1).n_base, xlate <names_t> (1).n_dir,
	    xlate <names_t> (1).n_path, xlate <names_t> (1).n_upper,
	    xlate <names_t> (1).n_num, xlate <names_t> (2).n_base,
	    xlate <names_t> (2).n_dir, xlate <names_t> (2).n_path,
	    xlate <names_t> (2).n_upper, xlate <names_t> (2).n_num] = count();
	printf("%s %s %s %s %s %s %s %s %s %s\n", xlate <names_t> (3).n_base,
	    xlate <names_t> (3).n_dir, xlate <names_t> (3).n_path,
	    xlate <names_t> (3).n_upper, xlate <names_t> (3).n_num,
	    xlate <names_t> (0).n_base, xlate <names_t> (0).n_dir,
	    xlate <names_t> (0).n_path, xlate <names_t> (0).n_upper,
	    xlate <names_t> (0).n_num);
	this->c = xlate <struct chars *> (1);
	printf("%s %s %s %s %s %s %s %s %s %s\n", this->c->c_a, this->c->c_b,
	    this->c->c_c, this->c->c_d, this->c->c_e, this->c->c_f,
	    this->c->c_g, this->c->c_h, this->c->c_i, this->c->c_j);
	exit(0);
}

END
{
	printa("%s %s %s %s %s %s %s %s %s %s %@d\n", @);
}

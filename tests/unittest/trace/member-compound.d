/*
 * Compound assignment, ++ and -- on members and elements of D struct and
 * array variables (global and this->): each updates the value in place,
 * in the member's own type (a char wraps, an unsigned short stays
 * unsigned), and yields what C's operators yield.
 */
#pragma D option quiet

struct s { int a; char c; unsigned short u; long l; int v[3]; } st;
int arr[4];
this struct s t;

BEGIN
{
	st.a = 3;
	st.a += 1;
	st.a *= 5;
	st.a -= 2;
	st.a /= 3;
	st.a <<= 4;
	st.a |= 1;
	st.a ^= 3;
	st.a %= 100;
	printf("a %d\n", st.a);

	st.c = 120;
	st.c += 10;
	st.u = 1;
	st.u -= 2;
	st.l = 1;
	st.l <<= 40;
	printf("c %d u %d l %d\n", st.c, st.u, st.l);

	arr[2] = 7;
	arr[2] -= 1;
	i = 1;
	arr[i] += 10;
	arr[i + 2] = arr[i]--;
	printf("arr %d %d %d %d\n", arr[0], arr[1], arr[2], arr[3]);

	printf("post %d ", st.a++);
	printf("pre %d ", ++st.a);
	printf("post %d ", st.v[1]--);
	printf("pre %d ", --st.v[1]);
	printf("now %d %d\n", st.a, st.v[1]);

	this->t.a = 2;
	this->t.a *= 21;
	this->t.v[2] = 3;
	this->t.v[2] += this->t.a;
	this->t.u++;
	printf("this %d %d %d %d\n", this->t.a, this->t.v[2], this->t.u,
	    (this->t.a += 8) + 1);
	exit(0);
}

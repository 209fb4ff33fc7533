/*
 * print() of a struct with bit-fields: each field's value from its bits
 * (sign-extended if signed), zero ones left out as any zero member is; a
 * D struct (DTrace's layout) and a kernel one (C layout, from BTF, whose
 * members print() reads even if the script named none).  bitfields.sh
 * masks the addresses.
 */
#pragma D option quiet

struct bf {
	int a : 3;
	unsigned int b : 5;
	int zero : 4;
	int c;
} *v;

BEGIN
{
	v = alloca(sizeof(struct bf));
	v->a = -1;
	v->b = 9;
	v->c = 7;
	print(v);
	this->s = (struct acpi_device_status *)alloca(4);
	*(uint32_t *)this->s = 0x55;
	print(this->s);
	exit(0);
}

/*
 * Stores into bit-fields of a kernel struct (C layout, from BTF) through
 * a pointer to alloca()'d memory: only the field's bits change, in the
 * unit of its type that holds it (acpi_device_status: five 1-bit flags
 * and a 27-bit field in one u32).
 */
#pragma D option quiet

BEGIN
{
	this->s = (struct acpi_device_status *)alloca(4);
	this->w = (uint32_t *)this->s;
	*this->w = 0xffffffff;
	this->s->reserved = 0;
	printf("%x\n", *this->w);
	this->s->functional = 0;
	this->s->reserved = 3;
	printf("%x %d %d\n", *this->w, this->s->reserved, this->s->present);
	this->s->reserved--;
	printf("%x %d\n", *this->w, this->s->reserved);
	exit(0);
}

BEGIN
{
}

nosuchprovider:::nosuchprobe
{
}

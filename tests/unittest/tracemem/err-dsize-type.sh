# tracemem()'s prototype is void(@, size_t, [size_t]): a third argument
# that is no integer is refused by the prototype (D_PROTO_ARG), before
# the first argument and the constant size are looked at
for p in 'tracemem(curthread, 8, "x")' 'tracemem(curthread, 8, (char *)0)' \
    'tracemem(*curthread, 0, "x")'; do
	"$DTRACE" -x errtags -n "BEGIN { $p; exit(0); }" 2>&1 | sed 's/^.*}: //'
	echo "$p: exit ${PIPESTATUS[0]}"
done

out.oi: 100 out.oc: 0 out.ol: 100000
self: 101 z


#!/bin/sh
# autogen.sh -- generate configure and Makefile.in from a fresh clone.
# Needs autoconf, automake, libtool and pkg-config (for its m4 macros):
#   apt-get install autoconf automake libtool pkg-config
set -e
cd "$(dirname "$0")"
mkdir -p m4 build-aux
autoreconf --install --force --warnings=all
echo "Now run ./configure && make"

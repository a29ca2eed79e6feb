#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>
static unsigned lcg_s = 12345u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static unsigned hashb(const void *p, int bytes) {
  const unsigned char *b = p;
  unsigned h = 2166136261u;
  for (int i = 0; i < bytes; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}
static unsigned fbits(float f) { unsigned u; memcpy(&u, &f, 4); return u; }
static unsigned long long dbits(double f) { unsigned long long u; memcpy(&u, &f, 8); return u; }

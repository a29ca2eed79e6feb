// h19: kernels on stack arrays: a VLA whose size changes each round (the stack pointer moves),
// a fixed local array passed to a kernel then read by the host, a kernel reading a const table
// in the data segment, and a recursive-free chain of frames each with its own local array.
// ARGS: 700 10
// ARGS: 1 3
// ARGS: 2 6
// ARGS: 64 9
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
static unsigned lcg_s = 2919u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static unsigned hashb(const void *p, size_t bytes) {
  const unsigned char *b = p;
  unsigned h = 2166136261u;
  for (size_t i = 0; i < bytes; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}
static const int ctab[64] = {5, 3, 9, 1, 4, 8, 2, 7, 6, 0, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71,
                             73, 79, 83, 89, 97, 101, 103, 107, 109, 113, 127, 131, 137, 139, 149, 151, 157, 163, 167,
                             173, 179, 181, 191, 193, 197, 199, 211, 223, 227, 229, 233, 239, 241, 251, 257, 263, 269, 271};
__attribute__((noinline)) void k(int *o, const int *a, int n, int c) {
  for (int i = 0; i < n; i++) o[i] = a[i] * 3 + ctab[(i + c) & 63];
}
__attribute__((noinline)) unsigned frame2(const int *a, int n, int c) {
  int loc[256];
  int m = n < 256 ? n : 256;
  k(loc, a, m, c);
  k(loc, loc, m, c + 1);
  return hashb(loc, 4u * m);
}
__attribute__((noinline)) unsigned frame1(const int *a, int n, int c) {
  int pad[37];
  for (int i = 0; i < 37; i++) pad[i] = i * c;
  unsigned h = frame2(a, n, c);
  k(pad, pad, 37, c);
  return h ^ hashb(pad, sizeof pad);
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), rounds = atoi(argv[2]);
  int *a = malloc(4 * n);
  for (int i = 0; i < n; i++) a[i] = (int)(lcg() % 1000);
  for (int r = 0; r < rounds; r++) {
    int m = n - (r * 37) % (n > 1 ? n : 1);
    if (m < 1) m = 1;
    int vla[m + 3];
    for (int i = 0; i < m + 3; i++) vla[i] = (int)lcg() % 100;
    k(vla + (r & 1), a, m, r);
    unsigned h1 = hashb(vla, 4u * (m + 3));
    unsigned h2 = frame1(a, n, r);
    k(a, a, n, r);
    printf("r%d m=%d vla=%u fr=%u a=%u\n", r, m, h1, h2, hashb(a, 4u * n));
  }
  return 0;
}

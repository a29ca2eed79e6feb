// h09: globals and statics: a kernel writing a static array and a global counter, a loop whose bound
// is a global changed between calls (including 0 and negative), a float global accumulator, a kernel
// with static local state (a call counter used in the body), and a global pointer to the data.
// ARGS: 3000 20
// ARGS: 1 5
// ARGS: 2 8
// ARGS: 33 11
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
static unsigned lcg_s = 1909u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static unsigned hashb(const void *p, size_t bytes) {
  const unsigned char *b = p;
  unsigned h = 2166136261u;
  for (size_t i = 0; i < bytes; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}
#define TAB 4096
static int tab[TAB];
int gN;
unsigned gcount;
float gsum;
int gscale = 3;
int *gptr;
short gs16[TAB];
__attribute__((noinline)) void fill_tab(int c) {
  for (int i = 0; i < gN; i++) { tab[i] = tab[i] * gscale + c; gcount += (unsigned)tab[i]; }
}
__attribute__((noinline)) void acc(const float *x, int n) {
  for (int i = 0; i < n; i++) gsum += x[i];
}
__attribute__((noinline)) void stateful(int *o, int n) {
  static int calls;
  calls++;
  for (int i = 0; i < n; i++) o[i] = o[i] + calls * i;
}
__attribute__((noinline)) void viaptr(int n, int c) {
  for (int i = 0; i < n; i++) gptr[i] = gptr[i + 1] + c;
}
__attribute__((noinline)) void to16(int n) {
  for (int i = 0; i < n; i++) gs16[i] = (short)(tab[i] >> 2);
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), calls = atoi(argv[2]);
  if (n > TAB - 8) n = TAB - 8;
  float *x = malloc(4 * n);
  int *o = malloc(4 * n);
  gptr = malloc(4 * (n + 4));
  for (int i = 0; i < TAB; i++) tab[i] = (int)(lcg() % 1000);
  for (int i = 0; i < n; i++) { x[i] = (float)(lcg() % 1000) / 7.0f; o[i] = (int)(lcg() % 100); }
  for (int i = 0; i < n + 4; i++) gptr[i] = (int)(lcg() % 100);
  int bounds[8] = {n, n, n - 1, 0, n / 2, -5, n, 1};
  for (int c = 0; c < calls; c++) {
    gN = bounds[c % 8];
    if (c == calls / 2) gscale = 5;
    fill_tab(c);
    acc(x + (c & 1), n - (c & 1));
    stateful(o, n);
    viaptr(n, c);
    if (c % 3 == 0) gptr++;
    to16(n);
    printf("c%d gN=%d tab=%u cnt=%u sum=%a o=%u p=%u s16=%u\n", c, gN, hashb(tab, sizeof tab), gcount, gsum,
           hashb(o, 4u * n), hashb(gptr, 4u * n), hashb(gs16, sizeof gs16));
  }
  return 0;
}

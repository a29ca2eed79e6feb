// g11: early exits and data-dependent trip counts: first index of a key (break, returns the index), first
// element above a threshold into *pos with a store beside, a while loop over a zero-terminated run, a
// per-element Collatz step count (a while loop inside a counted loop), a loop that writes until it meets a
// sentinel, and a countdown whose step comes from data.
// ARGS: 3000 16
// ARGS: 1 6
// ARGS: 2 7
// ARGS: 3 9
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static unsigned lcg_s = 4711u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static unsigned hashb(const void *p, int bytes) {
  const unsigned char *b = p;
  unsigned h = 2166136261u;
  for (int i = 0; i < bytes; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}
__attribute__((noinline)) int find(const int *a, int n, int key) {
  for (int i = 0; i < n; i++)
    if (a[i] == key) return i;
  return -1;
}
__attribute__((noinline)) void firstgt(int *out, const int *a, int n, int t, int *pos) {
  *pos = -1;
  for (int i = 0; i < n; i++) {
    out[i] = a[i] + 1;
    if (a[i] > t) { *pos = i; break; }
  }
}
__attribute__((noinline)) int runlen(const int *a, int start) {
  int i = start;
  while (a[i] != 0) i++;
  return i - start;
}
__attribute__((noinline)) void collatz(int *out, const unsigned *a, int n) {
  for (int i = 0; i < n; i++) {
    unsigned x = a[i] % 1000 + 1;
    int s = 0;
    while (x != 1) { x = (x & 1) ? 3 * x + 1 : x / 2; s++; }
    out[i] = s;
  }
}
__attribute__((noinline)) int fillto(int *out, const int *a, int n) {
  int i = 0;
  for (; i < n && a[i] >= 0; i++) out[i] = a[i] * 2;
  return i;
}
__attribute__((noinline)) int countdown(const int *a, int n) {
  int i = n - 1, steps = 0;
  while (i >= 0) { i -= (a[i] & 3) + 1; steps++; }
  return steps;
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), calls = atoi(argv[2]);
  int m = 3 * n + 64;
  int *a = malloc(4 * m), *o = malloc(4 * m), *z = malloc(4 * (n + 8));
  unsigned *u = malloc(4 * m);
  for (int i = 0; i < m; i++) { a[i] = (int)(lcg() % 100000); o[i] = 0; u[i] = lcg(); }
  for (int i = 0; i < n + 8; i++) z[i] = (i < n) ? (int)(lcg() % 5) : 0;
  for (int c = 0; c < calls; c++) {
    int key = a[(c * 37) % (n + 1)];
    if (c % 4 == 3) key = -5;
    int pos;
    int *out = (c % 5 == 2) ? a + 1 : o;   // firstgt writes one ahead of what it reads
    firstgt(out, a, n, 99000 - c * 10, &pos);
    if (c % 3 == 1) a[(c * 11) % n] = -1;
    int f = fillto((c % 5 == 4) ? a + 1 : o + n, a, n);
    collatz(o + 2 * n, u + c, n);
    printf("c%d find=%d pos=%d run=%d fill=%d cd=%d a=%08x o=%08x\n", c, find(a, n, key), pos, runlen(z, c % (n + 1)),
           f, countdown(a, n - c % 3), hashb(a, 4 * m), hashb(o, 4 * m));
    for (int i = 0; i < m; i++) a[i] = a[i] < 0 ? -a[i] : a[i] % 100000;
  }
  return 0;
}

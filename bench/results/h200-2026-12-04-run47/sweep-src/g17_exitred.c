// g17: early exits with reductions and stores: a sum that stops at the first negative, a count of leading
// equal elements, a search for a pair a[i] + a[i+1] == key, a while loop whose bound is read from memory
// each time (n changes inside), a loop that stops when its own store makes the condition true (writes
// a[i+d] = 0 and stops at a[i] == 0), and a bounded search with the bound an argument that may exceed n.
// ARGS: 3000 16
// ARGS: 1 6
// ARGS: 2 7
// ARGS: 3 9
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static unsigned lcg_s = 2718u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static unsigned hashb(const void *p, int bytes) {
  const unsigned char *b = p;
  unsigned h = 2166136261u;
  for (int i = 0; i < bytes; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}
__attribute__((noinline)) int sumpos(const int *a, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) { if (a[i] < 0) break; s += a[i]; }
  return s;
}
__attribute__((noinline)) int leadeq(const int *a, int n) {
  int i = 1;
  while (i < n && a[i] == a[0]) i++;
  return i;
}
__attribute__((noinline)) int pair(const int *a, int n, int key) {
  for (int i = 0; i + 1 < n; i++)
    if (a[i] + a[i + 1] == key) return i;
  return -1;
}
__attribute__((noinline)) int membound(int *a, int *np) {
  int i = 0, s = 0;
  while (i < *np) { s += a[i]; if (a[i] % 97 == 0) (*np)--; i++; }
  return s;
}
__attribute__((noinline)) int selfstop(int *a, int n, int d) {
  int i = 0;
  for (; i < n; i++) {
    if (a[i] == 0) break;
    a[i + d] = 0;
    a[i] = a[i] * 3 + 1;
  }
  return i;
}
__attribute__((noinline)) void scalev(int *out, const int *a, int n, int lim) {
  for (int i = 0; i < n && i < lim; i++) out[i] = a[i] * 5 - i;
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), calls = atoi(argv[2]);
  int m = 3 * n + 64;
  int *a = malloc(4 * m), *b = malloc(4 * m), *o = malloc(4 * m);
  for (int i = 0; i < m; i++) { a[i] = (int)(lcg() % 1000); b[i] = (int)(lcg() % 3); o[i] = 0; }
  for (int c = 0; c < calls; c++) {
    if (c % 3 == 1) a[(c * 41) % n] = -5;
    int key = a[(c * 3) % n] + a[(c * 3) % n + 1];
    if (c % 4 == 3) key = -99;
    int nb = n - c % 2;
    int d = (c % 5 == 2) ? n / 2 + 1 : n + 4;
    if (c % 6 == 5) d = 1;
    int lim = (c % 3 == 0) ? n + 100 : n / 2;
    scalev((c % 4 == 2) ? o + 1 : o, o, n, lim);
    printf("c%d sp=%d le=%d pair=%d mb=%d nb=%d ss=%d a=%08x o=%08x\n", c, sumpos(a, n), leadeq(b, n), pair(a, n, key),
           membound(a, &nb), nb, selfstop(a + 4, n, d), hashb(a, 4 * m), hashb(o, 4 * m));
    for (int i = 0; i < m; i++) { a[i] = (a[i] < 0 ? -a[i] : a[i]) % 1000 + (a[i] == 0); o[i] %= 100000; }
  }
  return 0;
}

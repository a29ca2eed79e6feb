// e06: selects whose condition is not on a counter: on a data value (v > t ? i : j), on a parameter
// (flag ? i + 1 : i, flag ? x - 1 : x + 1), plus the same in place and with OVERLAPPING out = in + 1; in-place
// selects whose condition compares the counter with a parameter (k, a [lo, hi) window, <=, operands swapped, unsigned).
// ARGS: 30000 500 1
// ARGS: 1 3 0
// ARGS: 2 0 1
// ARGS: 3 7 1
// ARGS: 2001 400 0
#include <stdio.h>
#include <stdlib.h>
static unsigned lcg_s = 31337u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
// Data-value condition picks between this element and the mirrored one.
__attribute__((noinline)) void pick(int *out, const int *in, int n, int t) {
  for (int i = 0; i < n; i++) {
    int v = in[i];
    out[i] = in[v > t ? i : n - 1 - i] + (v & 7);
  }
}
// Parameter condition: shift by one or not (the shifted arm is guarded by i < n - 1 as well).
__attribute__((noinline)) void shiftp(int *out, const int *in, int n, int flag) {
  for (int i = 0; i < n; i++) {
    int j = (flag && i < n - 1) ? i + 1 : i;
    out[i] = in[j] * 2 - 1;
  }
}
// Parameter condition choosing left or right neighbour, each arm clamped.
__attribute__((noinline)) void lr(int *out, const int *in, int n, int flag) {
  for (int i = 0; i < n; i++) {
    int j = flag ? (i > 0 ? i - 1 : 0) : (i < n - 1 ? i + 1 : n - 1);
    out[i] = in[j] + in[i] / 3;
  }
}
// Data-value condition between a clamped neighbour and the element itself.
__attribute__((noinline)) void thresh(int *out, const int *in, int n, int t) {
  for (int i = 0; i < n; i++) {
    int c = in[i];
    out[i] = c > t ? in[i > 0 ? i - 1 : 0] : in[i < n - 1 ? i + 1 : n - 1];
  }
}
// In place, parameter k: the first k read k ahead (anti-dependence), the rest k behind (flow dependence).
__attribute__((noinline)) void swaphalves(int *a, int n, int k) {
  for (int i = 0; i < n; i++) a[i] = a[i < k ? i + k : i - k] + 1;
}
// In place, the neighbour is read only inside the window [lo, hi) (signed and unsigned forms).
__attribute__((noinline)) void windowdep(int *a, int n, int lo, int hi) {
  for (int i = 0; i < n; i++) a[i] = a[(i >= lo && i < hi) ? i - 1 : i] * 3 + 1;
}
__attribute__((noinline)) void uwindow(int *a, int n, int lo, int hi) {
  for (int i = 0; i < n; i++) a[i] += a[(unsigned)(i - lo) < (unsigned)(hi - lo) ? i - lo : i] & 0xff;
}
// Off by one: <= picks i + 1 at i == k too; operands swapped in the second.
__attribute__((noinline)) void le(int *a, int n, int k) {
  for (int i = 0; i < n; i++) a[i] = a[i <= k ? i + 1 : i] + 2;
}
__attribute__((noinline)) void swapped(int *a, int n, int k) {
  for (int i = 0; i < n; i++) a[i] = a[k > i ? i : i - 1] ^ (i * 5);
}
static unsigned hashi(const int *a, int n) {
  unsigned h = 2166136261u;
  for (int i = 0; i < n; i++) h = (h ^ (unsigned)a[i]) * 16777619u;
  return h;
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), t = atoi(argv[2]), flag = atoi(argv[3]);
  int *a = malloc(sizeof(int) * n), *b = malloc(sizeof(int) * n);
  int *buf = malloc(sizeof(int) * (n + 2));
  for (int i = 0; i < n; i++) { a[i] = lcg() % 1000; b[i] = 0; }
  for (int i = 0; i < n + 2; i++) buf[i] = lcg() % 1000;
  pick(b, a, n, t);
  printf("pick: h=%u\n", hashi(b, n));
  shiftp(a, b, n, flag);
  printf("shiftp: h=%u\n", hashi(a, n));
  lr(b, a, n, flag);
  printf("lr: h=%u\n", hashi(b, n));
  thresh(a, b, n, t);
  printf("thresh: h=%u\n", hashi(a, n));
  shiftp(a, a, n, flag);                 // in place: anti-dependence only when flag
  printf("shiftp inplace: h=%u\n", hashi(a, n));
  lr(buf + 1, buf, n, flag);             // out = in + 1
  printf("lr ov+1: h=%u\n", hashi(buf, n + 2));
  lr(buf, buf + 1, n, !flag);            // out = in - 1
  printf("lr ov-1: h=%u\n", hashi(buf, n + 2));
  thresh(buf, buf, n, t / 2);
  printf("thresh inplace: h=%u\n", hashi(buf, n + 2));
  pick(buf + 1, buf, n, t);
  printf("pick ov: h=%u\n", hashi(buf, n + 2));
  int k = t % (n / 2 + 1), lo = 1 + t % 3, hi = n - t % 5;
  if (lo > n) lo = n;
  if (hi < lo) hi = lo;
  swaphalves(a, n, k);
  printf("swaphalves k=%d: h=%u\n", k, hashi(a, n));
  swaphalves(a, n, flag ? n / 2 : 0);
  printf("swaphalves: h=%u\n", hashi(a, n));
  windowdep(a, n, lo, hi);
  printf("windowdep %d %d: h=%u\n", lo, hi, hashi(a, n));
  windowdep(a, n, hi, lo);               // empty window
  printf("windowdep empty: h=%u\n", hashi(a, n));
  uwindow(a, n, lo, hi);
  printf("uwindow: h=%u\n", hashi(a, n));
  uwindow(a, n, n / 2 + 1, n / 2 + 1 + (n + 3) / 4 < n ? n / 2 + 1 + (n + 3) / 4 : n);
  printf("uwindow2: h=%u\n", hashi(a, n));
  int kk = n >= 2 ? t % (n - 1) : -1;
  le(a, n, kk);
  printf("le %d: h=%u\n", kk, hashi(a, n));
  le(a, n, -1);                           // never picks i + 1
  printf("le none: h=%u\n", hashi(a, n));
  swapped(a, n, k + 1);
  printf("swapped: h=%u\n", hashi(a, n));
  swapped(a, n, n);                       // never reads i - 1
  printf("swapped none: h=%u\n", hashi(a, n));
  return 0;
}

// e12: int16 signal processing: a FIR with runtime tap count whose past index is clamped (i - k < 0 ? 0 : i - k),
// a centred FIR clamped at both ends with clamp(), a decimator, and an in-place IIR-like pass that must stay
// serial; run twice with the buffers swapped and once with out = in + 2.
// ARGS: 6000 5
// ARGS: 1 3
// ARGS: 2 1
// ARGS: 3 4
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
static unsigned lcg_s = 16u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static inline int clamp(int v, int lo, int hi) { return v < lo ? lo : (v > hi ? hi : v); }
__attribute__((noinline)) void causal(int16_t *out, const int16_t *in, const int16_t *taps, int n, int nt) {
  for (int i = 0; i < n; i++) {
    int s = 0;
    for (int k = 0; k < nt; k++) s += in[i - k < 0 ? 0 : i - k] * taps[k];
    s >>= 6;
    out[i] = (int16_t)(s > 32767 ? 32767 : s < -32768 ? -32768 : s);
  }
}
__attribute__((noinline)) void centred(int16_t *out, const int16_t *in, int n, int r) {
  for (int i = 0; i < n; i++) {
    int s = 0;
    for (int k = -r; k <= r; k++) s += in[clamp(i + k, 0, n - 1)];
    out[i] = (int16_t)(s / (2 * r + 1));
  }
}
__attribute__((noinline)) void decim(int16_t *out, const int16_t *in, int n) {
  for (int i = 0; i < (n + 2) / 3; i++) {
    int j = 3 * i;
    out[i] = (int16_t)((in[j] + in[j + 1 < n ? j + 1 : n - 1] + in[j + 2 < n ? j + 2 : n - 1]) / 3);
  }
}
__attribute__((noinline)) void iir(int16_t *a, int n) {
  for (int i = 0; i < n; i++) a[i] = (int16_t)((a[i] + a[i > 1 ? i - 2 : 0] * 3) >> 2);
}
static unsigned hashs(const int16_t *a, int n) {
  unsigned h = 2166136261u;
  for (int i = 0; i < n; i++) h = (h ^ (uint16_t)a[i]) * 16777619u;
  return h;
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), nt = atoi(argv[2]);
  int16_t *x = malloc(2 * n), *y = malloc(2 * n), *taps = malloc(2 * nt), *buf = malloc(2 * (n + 2));
  for (int i = 0; i < n; i++) x[i] = (int16_t)(lcg() % 30000 - 15000);
  for (int k = 0; k < nt; k++) taps[k] = (int16_t)(lcg() % 64 - 16);
  for (int i = 0; i < n + 2; i++) buf[i] = (int16_t)lcg();
  causal(y, x, taps, n, nt);
  causal(x, y, taps, n, nt);
  printf("causal: h=%u x0=%d\n", hashs(x, n), x[0]);
  centred(y, x, n, nt / 2 + 1);
  centred(x, y, n, nt);
  printf("centred: h=%u\n", hashs(x, n));
  decim(y, x, n);
  printf("decim: h=%u\n", hashs(y, (n + 2) / 3));
  iir(x, n);
  printf("iir: h=%u\n", hashs(x, n));
  causal(buf + 2, buf, taps, n, nt);   // out = in + 2: carried through the clamp
  printf("causal ov: h=%u\n", hashs(buf, n + 2));
  centred(buf, buf + 2, n, 1);         // out = in - 2
  printf("centred ov: h=%u\n", hashs(buf, n + 2));
  decim(buf, buf, n);                  // in place
  printf("decim inplace: h=%u\n", hashs(buf, n + 2));
  return 0;
}

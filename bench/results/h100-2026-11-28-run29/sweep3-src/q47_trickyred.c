#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
// integer reductions that look associative but are not (else-if min/max, conditional updates depending
// on the running value, narrow accumulators that wrap, masked adds, unsigned vs signed compare),
// reductions of i64 over i32 data, reductions in a time loop feeding the next step
// ARGS: 17 2
// ARGS: 1 1
// ARGS: 2 1
// ARGS: 3 2
// ARGS: 4 1
// ARGS: 5 1
// ARGS: 64 3
// ARGS: 1000 2
int main(int argc, char **argv) {
  int n = atoi(argv[1]), T = atoi(argv[2]);
  int *a = malloc(4 * (n + 1)); int8_t *c = malloc(n + 1); uint16_t *u = malloc(2 * (n + 1));
  for (int i = 0; i < n; i++) { a[i] = (int)((uint32_t)(i * 2654435761u) >> 7) - (1 << 24); c[i] = (int8_t)(i * 37 + 5); u[i] = (uint16_t)(i * 7919); }
  for (int t = 0; t < T; t++) {
    int hi = INT32_MIN, lo = INT32_MAX;
    for (int i = 0; i < n; i++) { if (a[i] > hi) hi = a[i]; else if (a[i] < lo) lo = a[i]; }
    short ss = 0; for (int i = 0; i < n; i++) ss += (short)(a[i] >> 3);
    int8_t cs = 0; for (int i = 0; i < n; i++) cs = (int8_t)(cs + c[i]);
    uint8_t ms = 0; for (int i = 0; i < n; i++) ms = (uint8_t)((ms + u[i]) & 0xff);
    int mod = 0; for (int i = 0; i < n; i++) mod = (mod + a[i]) % 1009;
    uint32_t umax = 0; for (int i = 0; i < n; i++) umax = (uint32_t)a[i] > umax ? (uint32_t)a[i] : umax;
    int smax = INT32_MIN; for (int i = 0; i < n; i++) smax = a[i] < smax ? smax : a[i];
    int64_t l = 0; for (int i = 0; i < n; i++) l += (int64_t)a[i] * a[i];
    int64_t lmin = INT64_MAX; for (int i = 0; i < n; i++) { int64_t v = (int64_t)a[i] * (i + 1); lmin = v < lmin ? v : lmin; }
    int cond = 0; for (int i = 0; i < n; i++) if (cond < a[i] / 1000) cond += 3;
    int sat = 0; for (int i = 0; i < n; i++) { sat += c[i]; if (sat > 100) sat = 100; if (sat < -100) sat = -100; }
    uint16_t us = 0; for (int i = 0; i < n; i++) us += u[i];
    int cmin = 127; for (int i = 0; i < n; i++) cmin = c[i] < cmin ? c[i] : cmin;
    unsigned cminu = 255; for (int i = 0; i < n; i++) cminu = (uint8_t)c[i] < cminu ? (uint8_t)c[i] : cminu;
    printf("t=%d %d %d %d %d %u %d %u %d %lld %lld %d %d %u %d %u\n", t, hi, lo, ss, cs, ms, mod, umax, smax, (long long)l, (long long)lmin, cond, sat, us, cmin, cminu);
    for (int i = 0; i < n; i++) a[i] = a[i] / 3 + (hi >> 8) - (lo >> 9) + ss;
    for (int i = 0; i < n; i++) c[i] = (int8_t)(c[i] + cs + i);
  }
  return 0;
}

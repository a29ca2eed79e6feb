#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
// loops with narrow induction variables that wrap: uint8_t i != e (wraps past 255), uint16_t,
// count-down uint8_t, int8 counters, long long counters, unsigned count-down i-- > 0
// ARGS: 250 5 3
// ARGS: 0 0 1
// ARGS: 5 250 2
// ARGS: 255 0 7
// ARGS: 1 1 0
// ARGS: 128 127 100
int main(int argc, char **argv) {
  int s = atoi(argv[1]), e = atoi(argv[2]), k = atoi(argv[3]);
  int *a = calloc(256, 4), *b = calloc(65536, 4);
  float *f = calloc(256, 4);
  for (uint8_t i = (uint8_t)s; i != (uint8_t)e; i++) a[i] = i * 3 + k;
  for (uint16_t j = (uint16_t)(s * 300); j != (uint16_t)(e * 300 + 7); j++) b[j] = j ^ k;
  for (uint8_t i = (uint8_t)e; i != (uint8_t)s; i--) f[i] += (float)i * 0.5f;
  for (int8_t c = (int8_t)(-k); c < (int8_t)(k < 127 ? k : 126); c++) a[(uint8_t)c] += 1000;
  for (long long L = 0; L < (long long)k * 2; L++) b[(L * 3) & 0xffff] += (int)L;
  for (unsigned u = (unsigned)s; u-- > 0;) f[u & 255] -= 1.0f;
  for (uint8_t i = (uint8_t)s; i != (uint8_t)e; i += 5) a[i] -= 7;  // may never hit e: bounded by wrap (cycles through)
  uint32_t h = 0; double fs = 0;
  for (int i = 0; i < 256; i++) { h = h * 31 + a[i]; fs += f[i] * (i + 1); }
  for (int i = 0; i < 65536; i++) h = h * 7 + b[i];
  printf("%08x %.9g\n", h, fs);
  return 0;
}

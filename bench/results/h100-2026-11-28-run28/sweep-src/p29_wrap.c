#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
// unsigned counters, wraps, 64-bit counters, loops with != bound, index arithmetic overflow wrapped by mask
// ARGS: 17 3 5
// ARGS: 0 0 0
// ARGS: 1 1 1
// ARGS: 2 0 7
// ARGS: 255 254 3
// ARGS: 200 250 255
int main(int argc, char **argv) {
  unsigned n = (unsigned)atoi(argv[1]), lo = (unsigned)atoi(argv[2]); int mul = atoi(argv[3]);
  uint32_t *a = malloc(4 * 256 + 4); uint8_t *b = malloc(256 + 1); int64_t *c = malloc(8 * 257);
  for (unsigned i = 0; i < 256; i++) { a[i] = i * 0x01000193u; b[i] = (uint8_t)(i * 3); c[i] = (int64_t)i << 33; }
  for (unsigned i = lo; i != n; i = (i + 1) & 255) a[i] += 1;                     // wraps around mod 256 when lo > n
  for (uint8_t i = (uint8_t)lo; i != (uint8_t)n; i++) b[i] ^= 0x5a;               // uint8 counter wrap
  for (int64_t i = 0; i < (int64_t)n; i++) c[i] = c[i] / 3 + i * mul;            // 64-bit counter
  for (unsigned i = 0; i < n; i++) a[(i * (unsigned)mul) & 255] ^= i;            // masked index (collisions when mul even)
  for (int i = 0; i < (int)n; i++) b[(uint8_t)(i * 7 + lo)] += (uint8_t)i;        // uint8 index wrap
  uint64_t h = 0;
  for (int i = 0; i < 256; i++) h = h * 1099511628211ull ^ a[i] ^ ((uint64_t)b[i] << 40) ^ (uint64_t)c[i];
  printf("%016llx\n", (unsigned long long)h);
  return 0;
}

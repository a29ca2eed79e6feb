// ARGS: 97 3
// ARGS: 0 1
// ARGS: 31 7
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 97;
  int s = argc > 2 ? atoi(argv[2]) : 3;
  if (n < 0) n = 0; if (n > 30000) n = 30000;
  if (s < 1) s = 1;
  int16_t *a = calloc(n + 8, sizeof(int16_t));
  uint8_t *b = calloc(n + 8, 1);
  int64_t *c = calloc(n + 8, sizeof(int64_t));
  uint32_t *u = calloc(n + 8, sizeof(uint32_t));
  for (int i = 0; i < n; i++) { a[i] = (int16_t)(i * 311 - 5000); b[i] = (uint8_t)(i * 7); }
  /* short counter */
  for (short i = 0; i < (short)n; i++) a[i] = (int16_t)(a[i] * 3 + b[i]);
  /* unsigned char counter wraps if n > 255: bound min */
  unsigned char cb = n > 200 ? 200 : (unsigned char)n;
  for (unsigned char i = 0; i < cb; i++) b[i] = (uint8_t)(b[i] + i * 5);
  /* division trip */
  for (int i = 0; i < n / s; i++) c[i * s] = (int64_t)a[i] * a[i * s];
  /* modulo trip */
  for (int i = 0; i < n % 17; i++) c[i] += 1000000007LL;
  /* rounded-up trip with guard */
  int r = (n + 7) & ~7;
  for (int i = 0; i < r; i++) u[i] = (uint32_t)i * 2654435761u;
  /* unsigned with wraparound arithmetic */
  for (uint32_t i = 0; i < (uint32_t)n; i++) u[i] ^= u[i] >> 13;
  /* uint16 counter */
  for (uint16_t i = 1; i < (uint16_t)n; i++) c[i] += c[i - 1] & 0xff;
  int64_t cs = 0;
  for (int i = 0; i < n + 8; i++) cs = cs * 31 + a[i] + b[i] + c[i] + u[i];
  printf("%lld %d\n", (long long)cs, r);
  return 0;
}

#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <limits.h>
// shift amounts >= width (wasm masks), rotates, INT_MIN % -1, unsigned/signed i64 div/rem by array values
// ARGS: 17
// ARGS: 1
// ARGS: 2
// ARGS: 70
// ARGS: 200
__attribute__((noinline)) static uint32_t shl(uint32_t x, uint32_t s) { return x << s; }
int main(int argc, char **argv) {
  int n = atoi(argv[1]);
  uint32_t *a = malloc(4 * (n + 1)), *s = malloc(4 * (n + 1)), *r = malloc(4 * (n + 1));
  int32_t *q = malloc(4 * (n + 1)), *dv = malloc(4 * (n + 1));
  uint64_t *w = malloc(8 * (n + 1)), *wr = malloc(8 * (n + 1));
  for (int i = 0; i < n; i++) { a[i] = 0x80000001u ^ (uint32_t)(i * 2654435761u); s[i] = (uint32_t)(i * 5) % 97; q[i] = (i % 3 == 0) ? INT_MIN : i * -12345; dv[i] = (i % 4 == 0) ? -1 : (i % 7 + 2) * (i & 1 ? -1 : 1); w[i] = (uint64_t)a[i] * a[i] + i; }
  volatile int zero = 0;  // keep the masked shift visible
  for (int i = 0; i < n; i++) r[i] = (a[i] << (s[i] + zero)) ^ (a[i] >> (s[i] & 63)) ^ (uint32_t)((int32_t)a[i] >> (s[i] % 40));
  for (int i = 0; i < n; i++) r[i] += __builtin_rotateleft32(a[i], s[i]) + __builtin_rotateright32(a[i], s[i] * 3);
  for (int i = 0; i < n; i++) q[i] = q[i] % dv[i] + (dv[i] == -1 ? 0 : q[i] / dv[i]);
  for (int i = 0; i < n; i++) wr[i] = (w[i] << (s[i] + zero)) + w[i] / (uint64_t)(s[i] + 1) + (uint64_t)((int64_t)w[i] % -(int64_t)(s[i] + 2)) + __builtin_rotateleft64(w[i], s[i]);
  uint64_t h = 0;
  for (int i = 0; i < n; i++) h = h * 1099511628211ull + r[i] + (uint32_t)q[i] + wr[i] + shl(a[i], s[i]);
  printf("%016llx\n", (unsigned long long)h);
  for (int i = 0; i < n && i < 5; i++) printf("%08x %d %016llx\n", r[i], q[i], (unsigned long long)wr[i]);
  return 0;
}

#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>
// repeated int64 matrix multiply mod p (matrix power by squaring), pointer swaps, copy-back with memcpy,
// result matrix updated only on set bits of the exponent (host branch between launches)
// ARGS: 3 5
// ARGS: 1 1
// ARGS: 2 0
// ARGS: 5 13
// ARGS: 7 31
// ARGS: 16 100
int main(int argc, char **argv) {
  int n = atoi(argv[1]); unsigned e = (unsigned)atoi(argv[2]);
  const int64_t P = 1000000007;
  int64_t *A = malloc(8 * n * n), *R = malloc(8 * n * n), *Tm = malloc(8 * n * n);
  for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) { A[i * n + j] = (i * 31 + j * 17 + 5) % 97; R[i * n + j] = i == j; }
  while (e) {
    if (e & 1) {
      for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) { int64_t s = 0; for (int k = 0; k < n; k++) s = (s + R[i * n + k] * A[k * n + j]) % P; Tm[i * n + j] = s; }
      memcpy(R, Tm, 8 * n * n);
    }
    for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) { int64_t s = 0; for (int k = 0; k < n; k++) s = (s + A[i * n + k] * A[k * n + j]) % P; Tm[i * n + j] = s; }
    int64_t *x = A; A = Tm; Tm = x;
    e >>= 1;
  }
  uint64_t h = 0; for (int i = 0; i < n * n; i++) h = h * 1000003u + (uint64_t)R[i];
  printf("%llu\n", (unsigned long long)h);
  for (int i = 0; i < n && i < 4; i++) { for (int j = 0; j < n && j < 4; j++) printf("%lld ", (long long)R[i * n + j]); printf("\n"); }
  return 0;
}

#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
// global fixed 2-D arrays used with runtime n < N, int64 accumulations, uint16 and int8 tables
// ARGS: 17 3
// ARGS: 0 1
// ARGS: 1 1
// ARGS: 2 2
// ARGS: 63 5
// ARGS: 64 2
#define N 64
int64_t M[N][N]; uint16_t U[N][N]; int8_t S8[N][N]; int64_t R[N];
int main(int argc, char **argv) {
  int n = atoi(argv[1]), it = atoi(argv[2]);
  if (n > N) n = N;
  for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) { M[i][j] = (int64_t)(i + 1) * (j + 3) * 0x10001LL; U[i][j] = (uint16_t)(i * 977 + j * 31); S8[i][j] = (int8_t)(i * 5 - j * 3); }
  for (int r = 0; r < it; r++) {
    for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) M[i][j] = M[i][j] * 3 + U[j][i] - S8[i][j];
    for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) U[i][j] = (uint16_t)(U[i][j] + (uint16_t)(M[i][j] >> 7));
    for (int i = 0; i < n; i++) { int64_t s = 0; for (int j = 0; j < n; j++) s += M[i][j] ^ S8[j][i]; R[i] = s; }
    for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) S8[i][j] = (int8_t)(S8[i][j] + (R[i] & 3));
  }
  int64_t h = 0; uint64_t hu = 0;
  for (int i = 0; i < N; i++) { h = h * 1000003 + R[i]; for (int j = 0; j < N; j++) hu = hu * 31 + M[i][j] + U[i][j] + (uint8_t)S8[i][j]; }
  printf("%lld %llu\n", (long long)h, (unsigned long long)hu);
  return 0;
}

#include <stdio.h>
#include <stdlib.h>
// two-level scan: per-block sums (parallel over blocks), sequential scan of block sums, per-block
// local scans with the offset added (parallel over blocks, sequential inside), block size from argv
// (1, non-divisor of n), last partial block
// ARGS: 17 4
// ARGS: 0 3
// ARGS: 1 1
// ARGS: 5 5
// ARGS: 7 8
// ARGS: 100 7
// ARGS: 1000 32
int main(int argc, char **argv) {
  int n = atoi(argv[1]), B = atoi(argv[2]);
  int nb = (n + B - 1) / B;
  int *a = malloc(4 * (n + 1)), *out = malloc(4 * (n + 1)), *bs = malloc(4 * (nb + 1));
  for (int i = 0; i < n; i++) a[i] = (i * 13) % 7 - 2;
  for (int b = 0; b < nb; b++) { int s = 0; int e = (b + 1) * B < n ? (b + 1) * B : n; for (int i = b * B; i < e; i++) s += a[i]; bs[b] = s; }
  int run = 0; for (int b = 0; b < nb; b++) { int x = bs[b]; bs[b] = run; run += x; }
  for (int b = 0; b < nb; b++) { int s = bs[b]; int e = (b + 1) * B < n ? (b + 1) * B : n; for (int i = b * B; i < e; i++) { s += a[i]; out[i] = s; } }
  int ok = 1, ref = 0; for (int i = 0; i < n; i++) { ref += a[i]; if (out[i] != ref) ok = 0; }
  printf("ok=%d total=%d\n", ok, run);
  for (int i = 0; i < n && i < 30; i++) printf("%d ", out[i]);
  printf("\n");
  return 0;
}

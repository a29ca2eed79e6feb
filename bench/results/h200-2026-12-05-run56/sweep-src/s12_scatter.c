// s12: scatter writes through indices computed from data, with collisions: in sequential
// order the last writer wins. out[idx[i]] = i (static array), histogram-free collisions with
// idx = (i * mul) % m (mul sets the collision pattern, m small forces many collisions),
// a permutation scatter without collisions (mul odd, m a power of two), a scatter into a
// stack array, a 2-D transpose-like scatter into a malloc'd matrix where two source cells
// may map to the same target, and a conditional scatter (only some iterations store).
// ARGS: 50000 3 65536
// ARGS: 50000 4 1000
// ARGS: 777 5 7
// ARGS: 1 2 1
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXN 50000
static int32_t out[65536];
static int32_t vals[MAXN];
static int32_t idx[MAXN];

static uint32_t h32(const int32_t *p, int n) {
  uint32_t h = 2166136261u;
  for (int i = 0; i < n; i++) h = (h ^ (uint32_t)p[i]) * 16777619u;
  return h;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1000;
  int mul = argc > 2 ? atoi(argv[2]) : 3;
  int m = argc > 3 ? atoi(argv[3]) : 1024;
  if (n < 1) n = 1;
  if (n > MAXN) n = MAXN;
  if (m < 1) m = 1;
  if (m > 65536) m = 65536;
  uint32_t st = 31337;
  for (int i = 0; i < n; i++) {
    st = st * 1103515245u + 12345u;
    vals[i] = (int32_t)(st >> 3);
    idx[i] = (int32_t)(((uint32_t)i * (uint32_t)mul) % (uint32_t)m);
  }
  memset(out, 0xff, sizeof out);
  // loop 1: scatter of the iteration number (last writer wins)
  for (int i = 0; i < n; i++) out[idx[i]] = i;
  printf("n=%d mul=%d m=%d\nscatter1 %08x\n", n, mul, m, h32(out, 65536));
  // loop 2: scatter of data with indices computed inline (no index array)
  for (int i = 0; i < n; i++) out[(vals[i] & 0x7fffffff) % m] = vals[i] ^ i;
  printf("scatter2 %08x\n", h32(out, 65536));
  // loop 3: stack array scatter with collisions, conditional store
  int32_t loc[2048];
  for (int j = 0; j < 2048; j++) loc[j] = -j;
  for (int i = 0; i < n; i++)
    if (vals[i] & 1) loc[idx[i] & 2047] = vals[i] >> 4;
  printf("stack %08x\n", h32(loc, 2048));
  // loop 4: 2-D scatter: cell (r, c) goes to (c * k % R, r) so rows collide when k shares a
  // factor with R
  int R = 64, C = 64;
  int32_t *src = malloc(4 * R * C), *dst = malloc(4 * R * C);
  for (int r = 0; r < R; r++)
    for (int c = 0; c < C; c++) { src[r * C + c] = r * 100 + c + n; dst[r * C + c] = 0; }
  for (int r = 0; r < R; r++)
    for (int c = 0; c < C; c++) dst[((c * mul) % R) * C + r] = src[r * C + c];
  printf("2d %08x\n", h32(dst, R * C));
  // loop 5: gather-modify-scatter into a different array (reads old out, writes out2)
  int32_t *out2 = calloc(65536, 4);
  for (int i = 0; i < n; i++) out2[idx[i]] = out[idx[i]] + i;
  printf("gms %08x\n", h32(out2, 65536));
  free(src); free(dst); free(out2);
  return 0;
}

// ARGS: 
// ARGS: 6
// ARGS: 2
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static double big[1 << 20];        /* 8 MB static, partly touched */
static unsigned char big2[3 << 20]; /* 3 MB */
int main(int argc, char **argv) {
  int rounds = argc > 1 ? atoi(argv[1]) : 4;
  for (int i = 0; i < 50000; i++) big[i * 7] = i * 0.5;
  for (int i = 0; i < 300000; i += 3) big2[i + 1000000] = (unsigned char)(i * 13);
  double acc = 0;
  unsigned long long h = 0;
  void *keep[16] = {0};
  for (int r = 0; r < rounds; r++) {
    size_t n = (size_t)(1 << 17) << r; /* 128K .. elements */
    float *a = malloc(n * sizeof *a);
    int *b = malloc(n * sizeof *b);
    if (!a || !b) { printf("oom at round %d\n", r); return 4; }
    for (size_t i = 0; i < n; i++) a[i] = (float)(i % 1000) * 0.001f + r;
    for (size_t i = 0; i < n; i++) b[i] = (int)(i * 2654435761u >> 16) ^ r;
    float s = 0; long long t = 0;
    for (size_t i = 0; i < n; i += 1) s += a[i] * (i & 1 ? 1.0f : -1.0f);
    for (size_t i = 0; i < n; i++) t += b[i] & 0xff;
    acc += s; h = h * 1000003 + t;
    if (r & 1) { free(a); keep[r] = b; } else { keep[r] = a; free(b); }
    printf("round %d n=%zu s=%.6g t=%lld\n", r, n, (double)s, t);
  }
  double bs = 0; unsigned bsum = 0;
  for (int i = 0; i < (1 << 20); i += 3) bs += big[i];
  for (int i = 0; i < (3 << 20); i += 5) bsum += big2[i];
  printf("acc=%.9g h=%llu bs=%.3f bsum=%u\n", acc, h, bs, bsum);
  for (int r = 0; r < 16; r++) free(keep[r]);
  return 0;
}

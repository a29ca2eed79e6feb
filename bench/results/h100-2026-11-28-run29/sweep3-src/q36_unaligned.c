#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
// misaligned float/int/double arrays (a char buffer plus 1..3), kernels with unaligned accesses,
// time loop with swap, packed struct array
// ARGS: 17 1 3
// ARGS: 17 2 3
// ARGS: 17 3 3
// ARGS: 1 1 2
// ARGS: 2 3 2
// ARGS: 77 1 4
typedef struct __attribute__((packed)) { uint8_t k; float v; uint16_t w; double d; } PK;
int main(int argc, char **argv) {
  int n = atoi(argv[1]), off = atoi(argv[2]), T = atoi(argv[3]);
  char *raw = malloc(16 * (n + 4) + 64);
  float *a = (float *)(raw + off), *b = (float *)(raw + off + 4 * (n + 1) + 2);
  double *d = (double *)(raw + off + 8 * (n + 2) + 5);
  PK *pk = malloc(sizeof(PK) * (n + 1));
  for (int i = 0; i < n; i++) { a[i] = (float)i * 0.25f; b[i] = 0; pk[i].k = i; pk[i].v = (float)i; pk[i].w = i * 3; pk[i].d = i * 0.5; }
  for (int i = 0; i < n; i++) d[i] = i * 1.5;
  for (int t = 0; t < T; t++) {
    for (int i = 0; i < n; i++) b[i] = a[i] * 2.0f + (float)d[i];
    for (int i = 0; i < n; i++) d[i] = d[i] * 0.5 + b[n - 1 - i];
    for (int i = 0; i < n; i++) { pk[i].v += pk[i].k * 0.5f; pk[i].w += t; pk[i].d -= pk[i].v; }
    float *x = a; a = b; b = x;
  }
  uint32_t h = 0;
  for (int i = 0; i < 16 * (n + 4) + 64; i++) h = h * 33 + (unsigned char)raw[i] * (i >= off && i < off + 8 * (n + 2) + 5 + 8 * n);
  for (int i = 0; i < n; i++) h = h * 31 + (uint32_t)(pk[i].v * 4) + pk[i].w + (uint32_t)(int64_t)pk[i].d;
  printf("%08x\n", h);
  for (int i = 0; i < n && i < 6; i++) printf("%.9g %.9g %.17g\n", a[i], b[i], d[i]);
  return 0;
}

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
// host code in a time loop that loads/stores single bytes, halves or i64 words inside arrays the
// kernels keep on the device: a byte store into a float element, an i16 load of half a float,
// an i64 store spanning two floats, a store just past the array, a host read of a
// partly-written element
// ARGS: 17 4 0
// ARGS: 17 4 1
// ARGS: 17 4 2
// ARGS: 17 4 3
// ARGS: 17 4 4
// ARGS: 2 3 0
// ARGS: 3 3 2
// ARGS: 5 5 3
// ARGS: 64 6 4
// ARGS: 1000 3 1
int main(int argc, char **argv) {
  int n = atoi(argv[1]), T = atoi(argv[2]), mode = atoi(argv[3]);
  float *a = malloc(4 * (n + 4)), *b = malloc(4 * (n + 4));
  for (int i = 0; i < n + 4; i++) { a[i] = (float)(i % 9) * 1.25f; b[i] = 0.5f; }
  uint32_t acc = 0;
  for (int t = 0; t < T; t++) {
    for (int i = 0; i < n; i++) b[i] = a[i] * 0.75f + 1.0f;
    if (mode == 0) ((unsigned char *)b)[4 * (t % n) + 1] = (unsigned char)(0x40 + t);
    else if (mode == 1) acc = acc * 31 + ((uint16_t *)b)[2 * (n / 2) + 1];
    else if (mode == 2) { uint64_t v = 0x3f8000003f000000ull + t; memcpy(&b[(t * 3) % (n - 1 > 0 ? n - 1 : 1)], &v, 8); }
    else if (mode == 3) b[n] = (float)t * 2.0f;
    else acc = acc * 31 + ((unsigned char *)b)[4 * (n - 1) + 3];
    for (int i = 0; i < n; i++) a[i] = b[i] - 0.5f + b[n] * 0.001f;
  }
  uint32_t h = 0;
  for (int i = 0; i < n + 1; i++) { uint32_t u; memcpy(&u, &a[i], 4); h = h * 31 + u; memcpy(&u, &b[i], 4); h = h * 7 + u; }
  printf("%08x %u\n", h, acc);
  for (int i = 0; i < n && i < 6; i++) printf("%.9g %.9g\n", a[i], b[i]);
  return 0;
}

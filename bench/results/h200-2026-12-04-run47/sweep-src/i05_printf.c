// i05: time loops calling printf every step or every k steps with values from memory the kernels
// wrote (bit patterns), fflush; a time loop with printf every step of one element.
// ARGS: 1500 16 4
// ARGS: 1 3 1
// ARGS: 2 5 2
// ARGS: 3 8 3
#include "common.h"
__attribute__((noinline)) void upd(float *out, const float *in, int n, float k) {
  for (int i = 0; i < n; i++) {
    float l = i > 0 ? in[i - 1] : in[i], r = i < n - 1 ? in[i + 1] : in[i];
    out[i] = in[i] + k * (l + r - 2.0f * in[i]);
  }
}
__attribute__((noinline)) void iupd(unsigned *a, int n, unsigned t) {
  for (int i = 0; i < n; i++) a[i] = a[i] * 1103515245u + t + (unsigned)i;
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), steps = atoi(argv[2]), k = atoi(argv[3]);
  float *a = malloc(4 * n), *b = malloc(4 * n);
  unsigned *u = malloc(4 * n);
  for (int i = 0; i < n; i++) { a[i] = b[i] = (lcg() % 1000) / 10.0f; u[i] = lcg(); }
  for (int t = 0; t < steps; t++) {
    upd(b, a, n, 0.2f);
    float *tmp = a; a = b; b = tmp;
    if (t % k == 0) { printf("t%d a0=%08x alast=%08x h=%u\n", t, fbits(a[0]), fbits(a[n - 1]), hashb(a, 4 * n)); fflush(stdout); }
  }
  for (int t = 0; t < steps; t++) {
    iupd(u, n, t);
    printf("u t%d %u %u\n", t, u[t % n], u[n - 1]);
  }
  printf("end %u %u\n", hashb(a, 4 * n), hashb(u, 4 * n));
  return 0;
}

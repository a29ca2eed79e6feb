// i24: exit(code) at step s inside a time loop, with an atexit handler that prints hashes of the
// arrays the kernels wrote; also return from main out of the loop (mode 1).
// ARGS: 2000 10 4 0
// ARGS: 2000 10 4 1
// ARGS: 1 3 1 0
// ARGS: 3 5 2 1
#include "common.h"
static float *ga, *gb; static int gn;
static void bye(void) { printf("bye a=%u b=%u\n", hashb(ga, 4 * gn), hashb(gb, 4 * gn)); }
__attribute__((noinline)) void st(float *out, const float *in, int n) {
  for (int i = 1; i < n - 1; i++) out[i] = 0.5f * in[i] + 0.25f * (in[i - 1] + in[i + 1]) + 1.0f;
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), steps = atoi(argv[2]), s = atoi(argv[3]), mode = atoi(argv[4]);
  float *a = malloc(4 * n), *b = malloc(4 * n);
  ga = a; gb = b; gn = n;
  atexit(bye);
  for (int i = 0; i < n; i++) a[i] = b[i] = (lcg() % 1000) / 10.0f;
  for (int t = 0; t < steps; t++) {
    st(b, a, n);
    st(a, b, n);
    if (t == s) {
      if (mode == 0) exit(3 + (int)a[n / 2] % 5);
      return 7 + (int)b[n / 2] % 5;
    }
  }
  return 0;
}

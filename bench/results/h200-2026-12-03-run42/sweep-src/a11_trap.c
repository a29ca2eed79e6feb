// ARGS: 1 300
// ARGS: 2 300
// Traps on purpose after printing: mode 1 reads through a huge index inside a gather loop,
// mode 2 divides by zero inside a loop nest; whatever survives ends in __builtin_trap().
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) static void gather(int n, float *out, const float *in, const int *idx) {
  for (int i = 0; i < n; i++) out[i] = in[idx[i]] * 2.0f;
}
__attribute__((noinline)) static void divide(int n, int *out, const int *num, const int *den) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) out[i * n + j] = num[i] / den[j];
}

int main(int argc, char **argv) {
  int mode = atoi(argv[1]), n = atoi(argv[2]);
  float *in = malloc(sizeof(float) * n), *out = malloc(sizeof(float) * n);
  int *idx = malloc(sizeof(int) * n), *num = malloc(sizeof(int) * n), *den = malloc(sizeof(int) * n);
  int *o2 = malloc(sizeof(int) * n * n);
  for (int i = 0; i < n; i++) {
    in[i] = (float)i * 0.5f; idx[i] = (i * 7) % n;
    num[i] = i * 1000 - 7; den[i] = (i % 13) + 1;
  }
  gather(n, out, in, idx);
  divide(n, o2, num, den);
  double s = 0; long long t = 0;
  for (int i = 0; i < n; i++) s += out[i];
  for (int i = 0; i < n * n; i++) t += o2[i];
  printf("ok pass: s=%.17g t=%lld\n", s, t);
  fflush(stdout);
  if (mode == 1) {
    idx[n / 2 + 1] = 0x1fffffff; /* huge index: ~2 GiB past the array */
    gather(n, out, in, idx);
    printf("after bad gather?? out=%g\n", out[n / 2]);
  } else if (mode == 2) {
    den[n / 3] = 0;
    divide(n, o2, num, den);
    printf("after divide by zero?? %d\n", o2[5]);
  }
  fflush(stdout);
  __builtin_trap();
}

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
// time loops (resident regions): host scalar loads/stores between sweeps, conditional break on an element,
// big and small memcpy/memset/memmove inside the loop, paused printing calls, step functions, halo callee,
// trap inside the region, exit code from memory
// ARGS: 0 17 5
// ARGS: 1 17 5
// ARGS: 2 17 5
// ARGS: 3 17 7
// ARGS: 4 17 6
// ARGS: 5 17 5
// ARGS: 6 17 9
// ARGS: 7 17 4
// ARGS: 0 20000 3
// ARGS: 1 20000 3
// ARGS: 2 20000 3
// ARGS: 3 20000 3
// ARGS: 4 20000 3
// ARGS: 5 20000 3
// ARGS: 6 20000 4
// ARGS: 7 20000 3
// ARGS: 0 1 3
// ARGS: 3 2 3
// ARGS: 4 3 3
__attribute__((noinline)) static void step(int n, const float *src, float *dst) {
  for (int i = 1; i < n - 1; i++) dst[i] = 0.25f * src[i - 1] + 0.5f * src[i] + 0.25f * src[i + 1];
}
__attribute__((noinline)) static void halo(int n, float *a) { a[0] += 1.0f; if (n > 1) a[n - 1] -= 0.5f; }
__attribute__((noinline)) static void report(int t, int n, const float *a) { double s = 0; for (int i = 0; i < n; i++) s += a[i]; printf("t=%d s=%.9g a0=%.9g\n", t, s, a[0]); }
__attribute__((noinline)) static void istep(int n, const int *src, int *dst, int d) { for (int i = 0; i < n; i++) dst[i] = src[i] / d + src[(i + 1) % n]; }
int main(int argc, char **argv) {
  int mode = atoi(argv[1]), n = atoi(argv[2]), T = atoi(argv[3]);
  float *a = malloc(4 * (n + 2)), *b = malloc(4 * (n + 2));
  int *ia = malloc(4 * (n + 2)), *ib = malloc(4 * (n + 2));
  for (int i = 0; i < n + 2; i++) { a[i] = (float)((i * 37) % 101) * 0.01f; b[i] = 0; ia[i] = i * 7 % 23; ib[i] = 0; }
  int steps = 0;
  for (int t = 0; t < T; t++) {
    steps++;
    if (mode == 0) { step(n, a, b); b[0] = (float)t; if (n > 1) b[n - 1] = b[n - 2] * 0.5f; float *x = a; a = b; b = x; }
    else if (mode == 1) { step(n, a, b); memcpy(a + 1, b + 1, 4 * (n > 2 ? n - 2 : 0)); if (a[n / 2] > 0.505f) break; }
    else if (mode == 2) { step(n, a, b); memset(b, 0, 4 * n); memmove(a + 1, a, 4 * (n - 1)); a[0] = a[n - 1]; }
    else if (mode == 3) { step(n, a, b); if (t % 3 == 0) report(t, n, b); float *x = a; a = b; b = x; }
    else if (mode == 4) { step(n, a, b); halo(n, b); float *x = a; a = b; b = x; }
    else if (mode == 5) { istep(n, ia, ib, T - t - 1 >= 0 ? (t == T - 1 ? 0 : t + 1) : 1); int *x = ia; ia = ib; ib = x; if (t == T - 2) { printf("before trap %d\n", ia[0]); fflush(stdout); } }
    else if (mode == 6) { for (int i = 1; i < n - 1; i++) b[i] = a[i] * 0.5f + a[i + 1] * 0.25f + a[i - 1] * 0.25f; for (int i = 1; i < n - 1; i++) a[i] = b[i] + (float)t * 0.001f; a[1] += b[n / 2]; }
    else if (mode == 7) { for (int i = 0; i < n; i++) ib[i] = ia[i] * 3 + t; for (int i = 0; i < n; i++) ia[i] = ib[n - 1 - i] ^ ib[i]; if (ia[0] == 12345) return 3; }
  }
  double s = 0; unsigned h = 0;
  for (int i = 0; i < n + 2; i++) { union { float f; unsigned u; } u = {a[i]}; h = h * 31 + u.u + ia[i]; s += a[i]; }
  printf("steps=%d h=%u s=%.9g\n", steps, h, s);
  return ia[n / 2] & 0x7f;
}

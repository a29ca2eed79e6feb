#include <stdio.h>
#include <stdlib.h>
// stack arrays inside the function that runs the time loop (in linear memory because their address
// escapes to a noinline helper), stack VLA re-created each step, a local array whose address is
// passed to printf-less helpers, helper frames at different depths reusing the same stack bytes
// ARGS: 17 3
// ARGS: 1 1
// ARGS: 2 2
// ARGS: 31 4
// ARGS: 100 3
__attribute__((noinline)) static void smooth(float *d, const float *s, int n) { for (int i = 1; i < n - 1; i++) d[i] = (s[i - 1] + s[i] + s[i + 1]) * 0.25f; }
__attribute__((noinline)) static float total(const float *s, int n) { float t = 0; for (int i = 0; i < n; i++) t += s[i]; return t; }
__attribute__((noinline)) static float deeper(int n, int t) {
  float loc[128];
  for (int i = 0; i < n; i++) loc[i] = (float)(i + t);
  smooth(loc, loc, n);  // in place on the stack
  return total(loc, n);
}
__attribute__((noinline)) static float run(int n, int T) {
  float s1[128], s2[128];
  for (int i = 0; i < n; i++) { s1[i] = (float)(i % 5); s2[i] = 0; }
  float acc = 0;
  for (int t = 0; t < T; t++) {
    smooth(s2, s1, n);
    s2[0] = s1[0]; s2[n - 1] = s1[n - 1];
    float v[n + 1];
    for (int i = 0; i < n; i++) v[i] = s2[i] * (float)(t + 1);
    acc += total(v, n) + deeper(n, t);
    for (int i = 0; i < n; i++) s1[i] = s2[i] + v[n - 1 - i] * 0.001f;
  }
  return acc + total(s1, n);
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), T = atoi(argv[2]); if (n > 127) n = 127;
  printf("%.9g\n", run(n, T));
  printf("%.9g\n", run(n > 2 ? n - 2 : n, T + 1));
  return 0;
}

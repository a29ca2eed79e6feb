#include <stdio.h>
#include <stdlib.h>
// in-place recurrences vs independent in-place updates
// ARGS: 17 2
// ARGS: 0 1
// ARGS: 1 1
// ARGS: 2 3
// ARGS: 201 4
// ARGS: 64 64
int g[400];
float gf[400];
int main(int argc, char **argv) {
  int n = atoi(argv[1]), k = atoi(argv[2]);
  if (n > 390) n = 390;
  for (int i = 0; i < 400; i++) { g[i] = i * 5 % 17; gf[i] = (float)(i % 9) * 0.25f; }
  for (int i = 1; i < n; i++) g[i] = g[i] + g[i - 1];                 // prefix
  for (int i = 0; i < n; i++) g[i] = g[i] * 3 % 1000 - 7;             // independent
  for (int i = k; i < n; i++) g[i] -= g[i - k];                       // distance k recurrence
  for (int i = 0; i + k < n; i++) g[i] += g[i + k];                   // anti-dependence, distance k
  for (int i = n - 2; i >= 0; i--) gf[i] = gf[i] * 0.5f + gf[i + 1];  // backwards recurrence
  for (int i = 0; i < n; i++) gf[i] = gf[i] * gf[i] - 1.0f;           // independent
  for (int i = 2; i < n; i++) gf[i] = gf[i - 2] + gf[i - 1] * 0.001f; // fib-like
  for (int i = 0; i < n / 2; i++) { int t = g[i]; g[i] = g[n - 1 - i]; g[n - 1 - i] = t; } // reverse in place
  for (int i = 0; i < n; i += 2) g[i + 1] += g[i];                    // stride 2 pairs
  unsigned h = 0;
  for (int i = 0; i < 400; i++) { union { float f; unsigned u; } u = {gf[i]}; h = h * 31 + g[i] + u.u; }
  printf("%u\n", h);
  for (int i = 0; i < n && i < 8; i++) printf("%d %.9g\n", g[i], gf[i]);
  return 0;
}

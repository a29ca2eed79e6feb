/* Loops that set a flag to a constant where a condition holds: a relaxation that sweeps
 * until no cell changes by more than a tolerance (`changed = 1`), and rounds that stop when
 * no element is negative any more (`found = 1`). Each flag is a reduction of its loop
 * (`ReductionOp::SetTo`), so each sweep and each round is one launch. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 2000;
  float *a = malloc(sizeof(float) * n), *b = malloc(sizeof(float) * n);
  for (int i = 0; i < n; i++) a[i] = b[i] = (i % 100 == 0) ? 100.0f : 0.0f;
  int sweeps = 0, changed;
  do {
    changed = 0;
    for (int i = 1; i < n - 1; i++) {
      float v = 0.5f * a[i] + 0.25f * (a[i - 1] + a[i + 1]);
      if (fabsf(v - a[i]) > 0.2f) changed = 1;
      b[i] = v;
    }
    float *t = a;
    a = b;
    b = t;
    sweeps++;
  } while (changed && sweeps < 200);
  double s = 0;
  for (int i = 0; i < n; i++) s += a[i];
  printf("sweeps %d sum %.6f\n", sweeps, s);

  int *c = malloc(sizeof(int) * n);
  for (int i = 0; i < n; i++) c[i] = (i * 7919) % 1000 - 3;
  int rounds = 0;
  for (;;) {
    long found = -1;
    for (int i = 0; i < n; i++) {
      c[i] += 1;
      if (c[i] < 0) found = 7;
    }
    rounds++;
    if (found != 7) break;
  }
  long long t = 0;
  for (int i = 0; i < n; i++) t += c[i];
  printf("rounds %d total %lld\n", rounds, t);
  return 0;
}

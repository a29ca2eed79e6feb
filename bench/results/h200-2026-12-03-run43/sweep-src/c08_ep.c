// ARGS: 12 40
// ARGS: 1 1
// NAS EP-like: pairs of uniform deviates from a linear congruential generator (the NAS
// randlc with 2^46 modulus done in doubles), Marsaglia polar acceptance, Gaussian pairs
// counted in square annuli (0, 1, 2+) per batch; batches are independent (seed skipped ahead).
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define NQ 10
#define R23 (1.0 / 8388608.0)
#define T23 8388608.0
#define R46 (R23 * R23)
#define T46 (T23 * T23)

static double randlc(double *x, double a) {
  double t1 = R23 * a;
  double a1 = (int)t1;
  double a2 = a - T23 * a1;
  t1 = R23 * *x;
  double x1 = (int)t1;
  double x2 = *x - T23 * x1;
  t1 = a1 * x2 + a2 * x1;
  double t2 = (int)(R23 * t1);
  double z = t1 - T23 * t2;
  double t3 = T23 * z + a2 * x2;
  double t4 = (int)(R46 * t3);
  *x = t3 - T46 * t4;
  return R46 * *x;
}

static double qsum[64][NQ];
static double sxs[64], sys_[64];

int main(int argc, char **argv) {
  int batches = argc > 1 ? atoi(argv[1]) : 16;
  int pairs = argc > 2 ? atoi(argv[2]) : 64;
  if (batches < 1 || batches > 64) return 2;
  const double a = 1220703125.0;
  for (int b = 0; b < batches; b++) {
    double seed = 271828183.0;
    // skip ahead: b*2*pairs draws (cheap version: repeated squaring of a)
    double an = a, t = seed;
    long long k = (long long)b * 2 * pairs;
    while (k > 0) {
      if (k & 1) randlc(&t, an);
      double tmp = an;
      randlc(&tmp, an);
      an = tmp;
      k >>= 1;
    }
    double sx = 0, sy = 0; int c0 = 0, c1 = 0, c2 = 0;
    for (int i = 0; i < pairs; i++) {
      double x1 = 2.0 * randlc(&t, a) - 1.0;
      double x2 = 2.0 * randlc(&t, a) - 1.0;
      double r = x1 * x1 + x2 * x2;
      if (r <= 1.0 && r > 0.0) {
        double f = sqrt(-2.0 * log(r) / r);
        double g1 = x1 * f, g2 = x2 * f;
        int l = (int)fmax(fabs(g1), fabs(g2));
        c0 += l == 0; c1 += l == 1; c2 += l >= 2;
        sx += g1; sy += g2;
      }
    }
    sxs[b] = sx; sys_[b] = sy; qsum[b][0] = c0; qsum[b][1] = c1; qsum[b][2] = c2;
    for (int i = 3; i < NQ; i++) qsum[b][i] = 0;
  }
  double q[NQ] = {0}, sx = 0, sy = 0, gc = 0;
  for (int b = 0; b < batches; b++) {
    for (int i = 0; i < NQ; i++) q[i] += qsum[b][i];
    sx += sxs[b]; sy += sys_[b];
  }
  for (int i = 0; i < NQ; i++) gc += q[i];
  printf("sx %.15e sy %.15e gc %.0f\n", sx, sy, gc);
  for (int i = 0; i < NQ; i++) printf("%d:%.0f ", i, q[i]);
  printf("\n");
  return 0;
}

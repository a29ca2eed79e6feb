// ARGS: 1000 3
// ARGS: 33 1
// PARSEC-style Black-Scholes: European call/put prices for many options in float, with
// logf/sqrtf/expf and the cumulative normal through erff; also a polynomial CNDF variant.
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct { float s, k, r, v, t; int type; } Option;

static float cndf_poly(float x) {
  int sign = x < 0.0f;
  if (sign) x = -x;
  float expv = expf(-0.5f * x * x);
  float nprime = expv * 0.39894228040143270286f;
  float k = 1.0f / (1.0f + 0.2316419f * x);
  float k2 = k * k, k3 = k2 * k, k4 = k3 * k, k5 = k4 * k;
  float l = k * 0.319381530f + k2 * -0.356563782f + k3 * 1.781477937f + k4 * -1.821255978f +
            k5 * 1.330274429f;
  l = 1.0f - l * nprime;
  return sign ? 1.0f - l : l;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1000;
  int runs = argc > 2 ? atoi(argv[2]) : 2;
  Option *o = malloc(sizeof(Option) * n);
  float *price = malloc(sizeof(float) * n), *price2 = malloc(sizeof(float) * n);
  unsigned s = 31337u;
  for (int i = 0; i < n; i++) {
    s = s * 1664525u + 1013904223u; o[i].s = 10.0f + (s >> 8) % 9000 / 100.0f;
    s = s * 1664525u + 1013904223u; o[i].k = 10.0f + (s >> 8) % 9000 / 100.0f;
    s = s * 1664525u + 1013904223u; o[i].r = 0.01f + (s >> 8) % 90 / 1000.0f;
    s = s * 1664525u + 1013904223u; o[i].v = 0.05f + (s >> 8) % 60 / 100.0f;
    s = s * 1664525u + 1013904223u; o[i].t = 0.1f + (s >> 8) % 200 / 100.0f;
    o[i].type = (s >> 28) & 1;
  }
  double tot = 0;
  for (int r = 0; r < runs; r++) {
    for (int i = 0; i < n; i++) {
      float sq = sqrtf(o[i].t);
      float d1 = (logf(o[i].s / o[i].k) + (o[i].r + 0.5f * o[i].v * o[i].v) * o[i].t) / (o[i].v * sq);
      float d2 = d1 - o[i].v * sq;
      float n1 = 0.5f * (1.0f + erff(d1 * 0.70710678f));
      float n2 = 0.5f * (1.0f + erff(d2 * 0.70710678f));
      float disc = o[i].k * expf(-o[i].r * o[i].t);
      price[i] = o[i].type ? disc * (1.0f - n2) - o[i].s * (1.0f - n1) : o[i].s * n1 - disc * n2;
      float p1 = cndf_poly(d1), p2 = cndf_poly(d2);
      price2[i] = o[i].type ? disc * (1.0f - p2) - o[i].s * (1.0f - p1) : o[i].s * p1 - disc * p2;
    }
    double sum = 0, diff = 0;
    for (int i = 0; i < n; i++) { sum += price[i]; diff += fabsf(price[i] - price2[i]); }
    tot += sum;
    printf("run %d sum %.9g diff %.6e\n", r, sum, diff);
    for (int i = 0; i < n; i++) o[i].v *= 1.01f;
  }
  printf("total %.9g p0 %a plast %a\n", tot, price[0], price[n - 1]);
  return 0;
}

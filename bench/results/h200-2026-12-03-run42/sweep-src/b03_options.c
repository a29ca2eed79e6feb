// ARGS: 20001 3
// ARGS: 257 1
// Black-Scholes European call/put pricing (float with expf/logf/sqrtf, double reference).
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

typedef struct { float S, K, T, r, v; } Opt;

static float cndf(float d) {
  const float A1 = 0.31938153f, A2 = -0.356563782f, A3 = 1.781477937f, A4 = -1.821255978f,
              A5 = 1.330274429f, RSQRT2PI = 0.39894228040143267794f;
  float K = 1.0f / (1.0f + 0.2316419f * fabsf(d));
  float c = RSQRT2PI * expf(-0.5f * d * d) * (K * (A1 + K * (A2 + K * (A3 + K * (A4 + K * A5)))));
  return d > 0 ? 1.0f - c : c;
}

static void price_f(int n, const Opt *o, float *call, float *put) {
  for (int i = 0; i < n; i++) {
    float sq = sqrtf(o[i].T);
    float d1 = (logf(o[i].S / o[i].K) + (o[i].r + 0.5f * o[i].v * o[i].v) * o[i].T) / (o[i].v * sq);
    float d2 = d1 - o[i].v * sq;
    float ert = expf(-o[i].r * o[i].T);
    call[i] = o[i].S * cndf(d1) - o[i].K * ert * cndf(d2);
    put[i] = o[i].K * ert * cndf(-d2) - o[i].S * cndf(-d1);
  }
}

static void price_d(int n, const Opt *o, double *call) {
  for (int i = 0; i < n; i++) {
    double S = o[i].S, K = o[i].K, T = o[i].T, r = o[i].r, v = o[i].v;
    double d1 = (log(S / K) + (r + 0.5 * v * v) * T) / (v * sqrt(T));
    double d2 = d1 - v * sqrt(T);
    call[i] = S * 0.5 * erfc(-d1 / sqrt(2.0)) - K * exp(-r * T) * 0.5 * erfc(-d2 / sqrt(2.0));
  }
}

int main(int argc, char **argv) {
  int n = atoi(argv[1]), reps = atoi(argv[2]);
  Opt *o = malloc(sizeof(Opt) * n);
  float *call = malloc(sizeof(float) * n), *put = malloc(sizeof(float) * n);
  double *cd = malloc(sizeof(double) * n);
  unsigned s = 2024;
  for (int i = 0; i < n; i++) {
    s = s * 1103515245u + 12345u;
    o[i].S = 5.0f + (float)(s >> 16 & 0x3ff) * 0.05f;
    s = s * 1103515245u + 12345u;
    o[i].K = 1.0f + (float)(s >> 16 & 0x7ff) * 0.05f;
    o[i].T = 0.25f + (float)(i % 40) * 0.25f;
    o[i].r = 0.02f;
    o[i].v = 0.30f;
  }
  for (int r = 0; r < reps; r++) {
    price_f(n, o, call, put);
    for (int i = 0; i < n; i++) o[i].S *= 1.0001f;
  }
  price_d(n, o, cd);
  double sc = 0, sp = 0, sd = 0, maxerr = 0;
  long long nz = 0;
  for (int i = 0; i < n; i++) {
    sc += call[i]; sp += put[i]; sd += cd[i];
    double e = fabs((double)call[i] - cd[i]);
    if (e > maxerr) maxerr = e;
    if (put[i] > 1.0f) nz++;
  }
  printf("calls %.17g puts %.17g dcalls %.17g\n", sc, sp, sd);
  printf("maxerr %.6f itm %lld c0 %.9g p_last %.9g\n", maxerr, nz, call[0], put[n - 1]);
  free(o); free(call); free(put); free(cd);
  return 0;
}

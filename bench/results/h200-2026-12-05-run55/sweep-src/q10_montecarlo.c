// q10: Monte Carlo with a per-element 64-bit LCG (PCG-style output, seeded from the element
// index): pi estimate by darts per element, a Black-Scholes-like payoff with Box-Muller
// (logf/sqrtf/cosf/expf) per element, and integer acceptance counts; results reduced after.
// Then a bank of phase-noise oscillators over `steps` time steps: each phase grows by an
// LCG-jittered frequency and cos() of it is accumulated; the fastest phases pass 2^20*pi/2
// part-way through (musl's large-argument reduction, which keeps arrays on the C stack).
// ARGS: 300 48 30
// ARGS: 1 1 3
// ARGS: 37 100 36
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static inline uint32_t next(uint64_t *st) {
  uint64_t old = *st;
  *st = old * 6364136223846793005ULL + 1442695040888963407ULL;
  uint32_t xs = (uint32_t)(((old >> 18) ^ old) >> 27);
  uint32_t rot = (uint32_t)(old >> 59);
  return (xs >> rot) | (xs << ((-rot) & 31));
}
static inline float unif(uint64_t *st) { return (next(st) >> 8) * (1.0f / 16777216.0f); }

int main(int argc, char **argv) {
  int n = atoi(argv[1]), samples = atoi(argv[2]), steps = atoi(argv[3]);
  int *hits = malloc(sizeof(int) * n);
  float *pay = malloc(sizeof(float) * n);
  uint64_t *state = malloc(sizeof(uint64_t) * n);
  for (int e = 0; e < n; e++) {
    uint64_t st = (uint64_t)e * 0x9E3779B97F4A7C15ULL + 54u;
    int h = 0;
    for (int s = 0; s < samples; s++) {
      float x = unif(&st), y = unif(&st);
      if (x * x + y * y <= 1.0f) h++;
    }
    hits[e] = h;
    state[e] = st;
  }
  const float S0 = 100.0f, K = 105.0f, r = 0.03f, sig = 0.2f, T = 1.0f;
  for (int e = 0; e < n; e++) {
    uint64_t st = state[e];
    float acc = 0;
    for (int s = 0; s < samples; s++) {
      float u1 = unif(&st), u2 = unif(&st);
      if (u1 < 1e-7f) u1 = 1e-7f;
      float z = sqrtf(-2.0f * logf(u1)) * cosf(6.2831853f * u2);
      float sT = S0 * expf((r - 0.5f * sig * sig) * T + sig * sqrtf(T) * z);
      acc += sT > K ? sT - K : 0.0f;
    }
    pay[e] = acc / samples * expf(-r * T);
  }
  double *ph = malloc(sizeof(double) * n), *om = malloc(sizeof(double) * n), *acc = malloc(sizeof(double) * n);
  for (int e = 0; e < n; e++) { ph[e] = 0; om[e] = 2000.0 * (e % 50) + (state[e] >> 40) * 1e-6; acc[e] = 0; }
  for (int t = 0; t < steps; t++) {
    for (int e = 0; e < n; e++) {
      uint64_t st = state[e];
      ph[e] += om[e] * (1.0 + 0.01 * unif(&st));
      acc[e] += cos(ph[e]);
      state[e] = st;
    }
  }
  double osc = 0;
  for (int e = 0; e < n; e++) osc += acc[e] * (1 + e % 3) + ph[e] * 1e-9;
  long th = 0; double tp = 0;
  for (int e = 0; e < n; e++) { th += hits[e]; tp += pay[e]; }
  printf("pi=%.9f price=%.9f\n", 4.0 * th / ((double)n * samples), tp / n);
  printf("h0=%d p0=%.9g plast=%.9g\n", hits[0], pay[0], pay[n - 1]);
  printf("osc=%.17g ph=%.17g\n", osc, ph[n - 1]);
  return 0;
}

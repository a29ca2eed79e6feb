#include <stdio.h>
#include <string.h>
static volatile unsigned seed_v = 12345u;
static unsigned rs;
static unsigned rnd(void) { rs = rs * 1103515245u + 12345u; return rs >> 8; }
static unsigned long long hsh(const void *p, unsigned long n) {
  const unsigned char *c = (const unsigned char *)p;
  unsigned long long h = 1469598103934665603ull;
  for (unsigned long i = 0; i < n; i++) { h ^= c[i]; h *= 1099511628211ull; }
  return h;
}
#define PR(name, obj) printf("%-10s %016llx\n", name, hsh(&(obj), sizeof(obj)))
/* p14: time-step loops over two global buffers swapped by pointer (and aliasing by design) */
#define N 512
#define NN 40
#define T 8
static double A[N], Bb[N];
static unsigned G1[NN][NN], G2[NN][NN];
static struct { double u[N]; double v[N]; } S2;

static void step(double *restrict out, const double *restrict in) {
  for (int i = 1; i < N - 1; i++) out[i] = 0.33333 * (in[i - 1] + in[i] + in[i + 1]);
}
static void step_alias(double *out, const double *in) {   /* no restrict; in == out some steps */
  for (int i = 1; i < N - 1; i++) out[i] = 0.25 * (in[i - 1] + 2.0 * in[i] + in[i + 1]);
}
static void step_short(double *out, const double *in) {   /* shorter range, for shifted aliases */
  for (int i = 1; i < N - 4; i++) out[i] = 0.25 * (in[i - 1] + 2.0 * in[i] + in[i + 1]);
}
static void step2d(unsigned (*out)[NN], unsigned (*in)[NN]) {
  for (int i = 1; i < NN - 1; i++)
    for (int j = 1; j < NN - 1; j++) out[i][j] = (in[i - 1][j] + in[i + 1][j] + in[i][j - 1] + in[i][j + 1] + in[i][j]) / 5u + 1u;
}

int main(void) {
  rs = seed_v;
  for (int i = 0; i < N; i++) { A[i] = rnd() % 1000; Bb[i] = rnd() % 1000; S2.u[i] = rnd() % 100; S2.v[i] = rnd() % 100; }
  for (int i = 0; i < NN; i++) for (int j = 0; j < NN; j++) { G1[i][j] = rnd() % 1000; G2[i][j] = rnd() % 1000; }
  double *p = A, *q = Bb;
  for (int t = 0; t < T; t++) { step(q, p); double *x = p; p = q; q = x; }
  unsigned (*g)[NN] = G1, (*h)[NN] = G2;
  for (int t = 0; t < T; t++) { step2d(h, g); unsigned (*x)[NN] = g; g = h; h = x; }
  double *bufs[3] = { S2.u, S2.v, S2.u };
  for (int t = 0; t < T; t++) step_alias(bufs[(t + 1) % 3], bufs[t % 3]);   /* u->v, v->u, u->u(in place) ... */
  for (int t = 0; t < T; t++) step_short(S2.u + (t & 1), S2.u + 1 - (t & 1));   /* shifted by one element */
  for (int t = 0; t < T; t++) step_short(A + 2, A);   /* out two ahead of in: flow */
  for (int t = 0; t < T; t++) step_short(Bb, Bb + 2); /* out two behind: anti */
  PR("A", A); PR("Bb", Bb); PR("G1", G1); PR("G2", G2); PR("S2", S2);
  printf("A %.17g Bb %.17g G %u u %.17g\n", A[N / 2], Bb[3], G1[NN / 2][NN / 3], S2.u[N - 3]);
  return 0;
}

// d13: global array of structs {int id; float w[4]; double acc;} updated in loops, plus memcpy/memset inside a loop.
// ARGS: 731 4
// ARGS: 1 1
// ARGS: 999 6
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
typedef struct { int id; float w[4]; double acc; } rec;
#define MAXN 1024
static rec R[MAXN];
static rec S[MAXN];
static float G[MAXN][8];
static unsigned lcg_s = 13u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
int main(int argc, char **argv) {
  int n = atoi(argv[1]), steps = atoi(argv[2]);
  if (n > MAXN) n = MAXN;
  for (int i = 0; i < n; i++) {
    R[i].id = (int)(lcg() % 1000);
    for (int k = 0; k < 4; k++) R[i].w[k] = (lcg() % 100) / 10.0f;
    R[i].acc = 0;
  }
  for (int t = 0; t < steps; t++) {
    for (int i = 0; i < n; i++) {
      float s = 0;
      for (int k = 0; k < 4; k++) { R[i].w[k] = R[i].w[k] * 0.9f + k * 0.1f; s += R[i].w[k]; }
      R[i].acc += s * (R[i].id % 7 + 1);
      R[i].id = (R[i].id * 13 + t) % 1009;
    }
    for (int i = 0; i < n; i++) {
      memcpy(&S[i], &R[(i + t) % n], sizeof(rec));
      memset(G[i], 0, sizeof(G[i]));
      for (int k = 0; k < 4; k++) G[i][k] = S[i].w[k];
      G[i][4 + t % 4] = (float)S[i].acc;
    }
    for (int i = 0; i < n; i++) {
      float m[8];
      memcpy(m, G[i], sizeof(m));
      double a = 0;
      for (int k = 0; k < 8; k++) a += m[k] * (k + 1);
      S[i].acc = a;
    }
  }
  double sa = 0, ss = 0; float sw = 0; unsigned h = 0;
  for (int i = 0; i < n; i++) {
    sa += R[i].acc; ss += S[i].acc;
    for (int k = 0; k < 4; k++) sw += R[i].w[k];
    h = h * 31u + (unsigned)R[i].id + (unsigned)S[i].id;
  }
  printf("sa=%.6f ss=%.6f sw=%.6f h=%u g=%.6f\n", sa, ss, sw, h, G[n - 1][0]);
  return 0;
}

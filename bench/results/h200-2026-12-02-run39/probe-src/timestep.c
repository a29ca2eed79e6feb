#include "common.h"
__attribute__((noinline)) void heat(int n, const float *u, float *v, float k){ v[0] = u[0]; v[n-1] = u[n-1]; for (int i = 1; i < n-1; i++) v[i] = u[i] + k*(u[i-1] - 2*u[i] + u[i+1]); }
__attribute__((noinline)) void life(int n, const unsigned char *g, unsigned char *h){
  for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) { int c = 0;
    for (int di = -1; di <= 1; di++) for (int dj = -1; dj <= 1; dj++) if (di || dj) c += g[((i+di+n)%n)*n + (j+dj+n)%n];
    h[i*n+j] = (c == 3) || (c == 2 && g[i*n+j]); }
}
int main(int argc, char **argv){
  int n = ARGN(64); int T = argc > 2 ? atoi(argv[2]) : 10;
  float *u = malloc((n+2)*4), *v = malloc((n+2)*4);
  for (int i = 0; i < n; i++) u[i] = lcgf();
  if (n >= 2) for (int t = 0; t < T; t++) { heat(n, u, v, 0.2f); float *tmp = u; u = v; v = tmp; }
  int g = n/2 + 1; unsigned char *G = malloc(g*g+1), *H = malloc(g*g+1);
  for (int i = 0; i < g*g; i++) G[i] = (lcg() % 3) == 0;
  for (int t = 0; t < T; t++) { life(g, G, H); unsigned char *tmp = G; G = H; H = tmp; }
  PH("u", u, n*4); PH("G", G, g*g);
  if (n) printf("%.9g\n", u[n/2]);
  return 0;
}

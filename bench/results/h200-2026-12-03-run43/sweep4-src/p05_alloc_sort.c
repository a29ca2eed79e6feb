// ARGS: 
// ARGS: 3000
// ARGS: 1
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static int cmpi(const void *a, const void *b) { int x = *(const int *)a, y = *(const int *)b; return (x > y) - (x < y); }
static int cmpd(const void *a, const void *b) { double x = *(const double *)a, y = *(const double *)b; return x < y ? 1 : x > y ? -1 : 0; }
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1500;
  int *v = NULL; int cap = 0, len = 0;
  unsigned s = 12345;
  for (int i = 0; i < n; i++) {
    if (len == cap) { cap = cap ? cap * 2 : 4; int *nv = realloc(v, cap * sizeof *v); if (!nv) { fprintf(stderr, "oom\n"); return 1; } v = nv; }
    s = s * 1103515245u + 12345u; v[len++] = (int)(s >> 8) % 10007;
  }
  qsort(v, len, sizeof *v, cmpi);
  int *d = malloc(len * sizeof *d + 4);
  for (int i = 0; i < len; i++) d[i] = v[i] * 3 - i;
  long long acc = 0;
  for (int i = 0; i < len; i++) acc += d[i];
  int hits = 0;
  for (int q = 0; q < 10007; q += 37) if (bsearch(&q, v, len, sizeof *v, cmpi)) hits++;
  double *w = malloc(len * sizeof *w);
  for (int i = 0; i < len; i++) w[i] = (double)v[i] / (i + 1);
  qsort(w, len, sizeof *w, cmpd);
  double ws = 0;
  for (int i = 0; i < len; i++) ws += w[i] * (len - i);
  /* many small alloc/free in a loop */
  long long tot = 0;
  for (int r = 0; r < 200; r++) {
    int m = 16 + (r * 7) % 100;
    short *t = malloc(m * sizeof *t);
    for (int i = 0; i < m; i++) t[i] = (short)(v[(r * 13 + i) % len] - 5000);
    for (int i = 0; i < m; i++) tot += t[i];
    free(t);
  }
  printf("len=%d cap=%d med=%d acc=%lld hits=%d ws=%.10g tot=%lld\n", len, cap, v[len / 2], acc, hits, ws, tot);
  free(v); free(d); free(w);
  return 0;
}

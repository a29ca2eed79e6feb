// ARGS: 
// ARGS: 2
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
/* per input line: parse ints, run loop nests over them, print; stderr notes interleaved */
static int v[4096]; static long long w[4096]; static double x[4096];
int main(int argc, char **argv) {
  int mul = argc > 1 ? atoi(argv[1]) : 1;
  char line[8192]; int ln = 0; long long grand = 0;
  while (fgets(line, sizeof line, stdin)) {
    ln++;
    int n = 0; char *p = line, *e;
    for (;;) { long t = strtol(p, &e, 10); if (e == p) break; if (n < 4096) v[n++] = (int)t; p = e; }
    if (n == 0) { fprintf(stderr, "line %d: empty\n", ln); continue; }
    for (int i = 0; i < n; i++) w[i] = (long long)v[i] * v[i] * mul - i;
    for (int i = 0; i < n; i++) x[i] = v[i] / (double)(i + 1);
    long long s = 0; double d = 0;
    for (int i = 0; i < n; i++) { s += w[i]; d += x[i]; }
    grand += s;
    printf("line %d n=%d s=%lld d=%.12g\n", ln, n, s, d);
    if (s < 0) fprintf(stderr, "line %d negative\n", ln);
  }
  if (ln == 0) { for (int i = 0; i < 3000; i++) v[i] = i * mul; long long s = 0; for (int i = 0; i < 3000; i++) s += v[i] * 3; printf("nostdin s=%lld\n", s); }
  printf("lines=%d grand=%lld\n", ln, grand);
  return ln > 5 ? 1 : 0;
}

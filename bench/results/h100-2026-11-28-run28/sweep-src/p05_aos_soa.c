#include <stdio.h>
#include <stdlib.h>
#include <math.h>
// arrays of structs and structure of arrays, double
// ARGS: 17 3
// ARGS: 0 1
// ARGS: 1 2
// ARGS: 2 1
// ARGS: 101 4
// ARGS: 300 2
typedef struct { double x, y, z; float m; int id; } P;
typedef struct { double *x, *y, *z; float *m; } S;
int main(int argc, char **argv) {
  int n = atoi(argv[1]), steps = atoi(argv[2]);
  P *p = malloc(sizeof(P) * (n + 1));
  S s; s.x = malloc(8 * (n + 1)); s.y = malloc(8 * (n + 1)); s.z = malloc(8 * (n + 1)); s.m = malloc(4 * (n + 1));
  double *vx = calloc(n + 1, 8);
  for (int i = 0; i < n; i++) {
    p[i].x = i * 0.5; p[i].y = (i % 7) * 1.25; p[i].z = -i * 0.125; p[i].m = 1.0f + (i % 3); p[i].id = i * 3;
    s.x[i] = p[i].x; s.y[i] = p[i].y; s.z[i] = p[i].z; s.m[i] = p[i].m;
  }
  for (int t = 0; t < steps; t++) {
    for (int i = 0; i < n; i++) { p[i].x += 0.01 * p[i].y; p[i].y -= 0.02 * p[i].z * p[i].m; p[i].id += t; }
    for (int i = 0; i < n; i++) { s.x[i] += 0.01 * s.y[i]; s.y[i] -= 0.02 * s.z[i] * s.m[i]; }
    // n-body-ish force on x only (O(n^2))
    for (int i = 0; i < n; i++) {
      double f = 0;
      for (int j = 0; j < n; j++) { double d = s.x[j] - s.x[i]; f += d / (d * d + 1.0); }
      vx[i] = f;
    }
    for (int i = 0; i < n; i++) s.z[i] += 0.001 * vx[i];
  }
  double a = 0, b = 0; long ids = 0;
  for (int i = 0; i < n; i++) { a += p[i].x * 3 + p[i].y + p[i].z; ids += p[i].id; b += s.x[i] * 3 + s.y[i] + s.z[i]; }
  printf("a=%.17g b=%.17g ids=%ld\n", a, b, ids);
  for (int i = 0; i < n && i < 5; i++) printf("%.17g %.17g\n", vx[i], s.z[i]);
  return 0;
}

// q11: struct-of-arrays particle system (struct of float pointers passed by pointer) with a
// time loop: gravity towards a few fixed attractors, drag, velocity-Verlet-ish update,
// reflecting walls; kinetic energy and centroid each few steps; cell-occupancy histogram.
// ARGS: 500 20
// ARGS: 1 3
// ARGS: 37 7
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct { float *x, *y, *vx, *vy, *m; int n; } Particles;
#define NA 3
static const float AX[NA] = {0.25f, 0.75f, 0.5f}, AY[NA] = {0.3f, 0.6f, 0.9f}, AM[NA] = {1.0f, 2.0f, 0.5f};

static void step(Particles *p, float dt) {
  for (int i = 0; i < p->n; i++) {
    float fx = 0, fy = 0;
    for (int a = 0; a < NA; a++) {
      float dx = AX[a] - p->x[i], dy = AY[a] - p->y[i];
      float r2 = dx * dx + dy * dy + 0.01f;
      float inv = AM[a] / (r2 * sqrtf(r2));
      fx += dx * inv; fy += dy * inv;
    }
    p->vx[i] = (p->vx[i] + dt * fx) * 0.995f;
    p->vy[i] = (p->vy[i] + dt * fy) * 0.995f;
    p->x[i] += dt * p->vx[i];
    p->y[i] += dt * p->vy[i];
    if (p->x[i] < 0) { p->x[i] = -p->x[i]; p->vx[i] = -p->vx[i]; }
    if (p->x[i] > 1) { p->x[i] = 2 - p->x[i]; p->vx[i] = -p->vx[i]; }
    if (p->y[i] < 0) { p->y[i] = -p->y[i]; p->vy[i] = -p->vy[i]; }
    if (p->y[i] > 1) { p->y[i] = 2 - p->y[i]; p->vy[i] = -p->vy[i]; }
  }
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), steps = atoi(argv[2]);
  Particles p;
  p.n = n;
  p.x = malloc(4 * n); p.y = malloc(4 * n); p.vx = malloc(4 * n); p.vy = malloc(4 * n); p.m = malloc(4 * n);
  unsigned s = 99u;
  for (int i = 0; i < n; i++) {
    s = s * 1664525u + 1013904223u; p.x[i] = (s >> 8) / 16777216.0f;
    s = s * 1664525u + 1013904223u; p.y[i] = (s >> 8) / 16777216.0f;
    p.vx[i] = 0; p.vy[i] = 0; p.m[i] = 1.0f + (i % 4) * 0.5f;
  }
  for (int t = 0; t < steps; t++) {
    step(&p, 0.001f);
    if (t % 5 == 4 || t == steps - 1) {
      double ke = 0, cx = 0, cy = 0;
      for (int i = 0; i < n; i++) { ke += 0.5 * p.m[i] * (p.vx[i] * p.vx[i] + p.vy[i] * p.vy[i]); cx += p.x[i]; cy += p.y[i]; }
      printf("t=%d ke=%.9g c=(%.9g,%.9g)\n", t, ke, cx / n, cy / n);
    }
  }
  int cells[16] = {0};
  for (int i = 0; i < n; i++) {
    int cx = (int)(p.x[i] * 4), cy = (int)(p.y[i] * 4);
    if (cx > 3) cx = 3;
    if (cy > 3) cy = 3;
    cells[cy * 4 + cx]++;
  }
  for (int c = 0; c < 16; c++) printf("%d ", cells[c]);
  printf("\n");
  return 0;
}

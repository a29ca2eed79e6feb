// ARGS: 5000 20
// ARGS: 333 3
// Arrays-of-structs and structs-of-arrays particle updates with expf/sinf/sqrtf; int64 energy.
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <math.h>

typedef struct { float x, y, z; float vx, vy, vz; int id; short flag; unsigned char kind; } P;
typedef struct { float *x, *y, *vx, *vy; int *id; } SoA;

int main(int argc, char **argv) {
  int n = atoi(argv[1]), steps = atoi(argv[2]);
  P *ps = malloc(sizeof(P) * n);
  SoA s = { malloc(4 * n), malloc(4 * n), malloc(4 * n), malloc(4 * n), malloc(4 * n) };
  for (int i = 0; i < n; i++) {
    ps[i].x = (float)(i % 100) * 0.1f; ps[i].y = (float)(i / 100) * 0.1f; ps[i].z = 0.0f;
    ps[i].vx = sinf((float)i * 0.01f); ps[i].vy = 0.5f; ps[i].vz = -0.25f;
    ps[i].id = i * 7919 % 10007; ps[i].flag = (short)(i % 3 - 1); ps[i].kind = (unsigned char)(i % 5);
    s.x[i] = ps[i].x; s.y[i] = ps[i].y; s.vx[i] = ps[i].vx; s.vy[i] = ps[i].vy; s.id[i] = ps[i].id;
  }
  const float dt = 0.01f;
  for (int t = 0; t < steps; t++) {
    for (int i = 0; i < n; i++) {
      P *p = &ps[i];
      float damp = expf(-0.1f * (float)p->kind);
      p->vx = p->vx * damp + dt * sinf(p->y);
      p->vy = p->vy * damp - dt * 9.81f;
      p->vz += dt * (float)p->flag;
      p->x += dt * p->vx; p->y += dt * p->vy; p->z += dt * p->vz;
      if (p->y < 0.0f) { p->y = -p->y; p->vy = -p->vy * 0.9f; p->flag = (short)-p->flag; }
    }
    for (int i = 0; i < n; i++) {
      float r = sqrtf(s.x[i] * s.x[i] + s.y[i] * s.y[i]) + 1.0f;
      s.vx[i] -= dt * s.x[i] / (r * r * r);
      s.vy[i] -= dt * s.y[i] / (r * r * r);
    }
    for (int i = 0; i < n; i++) { s.x[i] += dt * s.vx[i]; s.y[i] += dt * s.vy[i]; }
  }
  double ex = 0, ey = 0, ez = 0, ke = 0;
  int64_t e64 = 0; uint64_t idh = 0; int flags = 0;
  for (int i = 0; i < n; i++) {
    ex += ps[i].x; ey += ps[i].y; ez += ps[i].z;
    ke += 0.5 * ((double)ps[i].vx * ps[i].vx + (double)ps[i].vy * ps[i].vy + (double)ps[i].vz * ps[i].vz);
    e64 += (int64_t)ps[i].id * ps[i].id * 1000003LL - (int64_t)(ps[i].y * 1000.0f);
    idh = idh * 31 + (uint64_t)ps[i].id + ps[i].kind;
    flags += ps[i].flag;
  }
  double sx = 0, sy = 0, sv = 0;
  for (int i = 0; i < n; i++) { sx += s.x[i] * (i % 3 + 1); sy += s.y[i]; sv += s.vx[i] - s.vy[i]; }
  printf("aos %.17g %.17g %.17g ke=%.17g\n", ex, ey, ez, ke);
  printf("e64=%lld idh=%016llx flags=%d\n", (long long)e64, (unsigned long long)idh, flags);
  printf("soa %.17g %.17g %.17g\n", sx, sy, sv);
  printf("p[n-1]=(%.9g,%.9g,%.9g)\n", ps[n - 1].x, ps[n - 1].y, ps[n - 1].z);
  free(ps); free(s.x); free(s.y); free(s.vx); free(s.vy); free(s.id);
  return 0;
}

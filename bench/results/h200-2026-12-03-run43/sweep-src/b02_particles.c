// ARGS: 200 5
// ARGS: 33 1
// Particle updates: array-of-structs (float4) and struct-of-arrays, with a central force.
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

typedef struct { float x, y, z, w; } P4;
typedef struct { float *x, *y, *z, *vx, *vy, *vz, *m; } SoA;

static void aos_step(P4 *p, P4 *v, int n, float dt) {
  for (int i = 0; i < n; i++) {
    float r2 = p[i].x * p[i].x + p[i].y * p[i].y + p[i].z * p[i].z + 0.01f;
    float inv = 1.0f / (r2 * sqrtf(r2));
    v[i].x -= p[i].x * inv * dt * p[i].w;
    v[i].y -= p[i].y * inv * dt * p[i].w;
    v[i].z -= p[i].z * inv * dt * p[i].w;
    p[i].x += v[i].x * dt;
    p[i].y += v[i].y * dt;
    p[i].z += v[i].z * dt;
  }
}

static void soa_step(SoA s, int n, float dt) {
  for (int i = 0; i < n; i++) {
    float ax = -s.x[i] * s.m[i], ay = -s.y[i] * s.m[i], az = -s.z[i];
    s.vx[i] += ax * dt; s.vy[i] += ay * dt; s.vz[i] += az * dt;
  }
  for (int i = 0; i < n; i++) {
    s.x[i] += s.vx[i] * dt; s.y[i] += s.vy[i] * dt; s.z[i] += s.vz[i] * dt;
  }
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 200;
  int steps = argc > 2 ? atoi(argv[2]) : 5;
  P4 *p = malloc(sizeof(P4) * n), *v = malloc(sizeof(P4) * n);
  for (int i = 0; i < n; i++) {
    p[i] = (P4){ (float)(i % 17) - 8.0f, (float)(i % 5) * 0.5f, (float)(i % 3) - 1.0f, 1.0f + (i % 4) };
    v[i] = (P4){ 0.1f * (i % 2), -0.05f, 0.0f, 0.0f };
  }
  SoA s;
  float **fields[] = { &s.x, &s.y, &s.z, &s.vx, &s.vy, &s.vz, &s.m };
  for (int f = 0; f < 7; f++) *fields[f] = malloc(sizeof(float) * n);
  for (int i = 0; i < n; i++) {
    s.x[i] = p[i].x; s.y[i] = p[i].y; s.z[i] = p[i].z;
    s.vx[i] = v[i].x; s.vy[i] = v[i].y; s.vz[i] = 0; s.m[i] = 0.5f + 0.1f * (i % 7);
  }
  for (int t = 0; t < steps; t++) {
    aos_step(p, v, n, 0.01f);
    soa_step(s, n, 0.02f);
  }
  double ex = 0, ey = 0, ez = 0, ke = 0;
  for (int i = 0; i < n; i++) {
    ex += p[i].x; ey += p[i].y; ez += p[i].z;
    ke += 0.5 * p[i].w * (v[i].x * v[i].x + v[i].y * v[i].y + v[i].z * v[i].z);
  }
  printf("aos: %.5f %.5f %.5f ke=%.6f\n", ex, ey, ez, ke);
  double sx = 0, sv = 0;
  for (int i = 0; i < n; i++) { sx += s.x[i] + s.y[i] * 2 + s.z[i] * 3; sv += s.vx[i] - s.vy[i] + s.vz[i]; }
  printf("soa: %.6f %.6f last=%a\n", sx, sv, s.x[n - 1]);
  unsigned h = 0;
  for (int i = 0; i < n; i++) { union { float f; unsigned u; } c = { p[i].x }; h = h * 31u + c.u; }
  printf("bits: %08x\n", h);
  for (int f = 0; f < 7; f++) free(*fields[f]);
  free(p); free(v);
  return 0;
}

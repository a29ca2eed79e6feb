// ARGS: 513 4
// ARGS: 1001 2
// Direct-sum n-body (float, softened, sqrtf), leapfrog integration, energy in double.
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

typedef struct { float *x, *y, *z, *vx, *vy, *vz, *ax, *ay, *az, *m; } Bodies;

static const float G = 1.0f, EPS2 = 0.01f;

static void forces(int n, Bodies *b) {
  for (int i = 0; i < n; i++) {
    float fx = 0.0f, fy = 0.0f, fz = 0.0f;
    float xi = b->x[i], yi = b->y[i], zi = b->z[i];
    for (int j = 0; j < n; j++) {
      float dx = b->x[j] - xi, dy = b->y[j] - yi, dz = b->z[j] - zi;
      float r2 = dx * dx + dy * dy + dz * dz + EPS2;
      float inv = 1.0f / sqrtf(r2);
      float s = G * b->m[j] * inv * inv * inv;
      fx += dx * s; fy += dy * s; fz += dz * s;
    }
    b->ax[i] = fx; b->ay[i] = fy; b->az[i] = fz;
  }
}

static void kick_drift(int n, Bodies *b, float dt) {
  for (int i = 0; i < n; i++) {
    b->vx[i] += dt * b->ax[i]; b->vy[i] += dt * b->ay[i]; b->vz[i] += dt * b->az[i];
    b->x[i] += dt * b->vx[i]; b->y[i] += dt * b->vy[i]; b->z[i] += dt * b->vz[i];
  }
}

static double energy(int n, const Bodies *b) {
  double ke = 0, pe = 0;
  for (int i = 0; i < n; i++) {
    ke += 0.5 * b->m[i] * ((double)b->vx[i] * b->vx[i] + (double)b->vy[i] * b->vy[i] +
                           (double)b->vz[i] * b->vz[i]);
    for (int j = i + 1; j < n; j++) {
      double dx = b->x[i] - b->x[j], dy = b->y[i] - b->y[j], dz = b->z[i] - b->z[j];
      pe -= G * b->m[i] * b->m[j] / sqrt(dx * dx + dy * dy + dz * dz + EPS2);
    }
  }
  return ke + pe;
}

int main(int argc, char **argv) {
  int n = (int)strtol(argv[1], NULL, 10), steps = (int)strtol(argv[2], NULL, 10);
  Bodies b;
  float **f[] = { &b.x, &b.y, &b.z, &b.vx, &b.vy, &b.vz, &b.ax, &b.ay, &b.az, &b.m };
  for (int k = 0; k < 10; k++) *f[k] = calloc(n, sizeof(float));
  for (int i = 0; i < n; i++) {
    float t = (float)i * 0.61803398f;
    float r = 1.0f + (float)(i % 17) * 0.1f;
    b.x[i] = r * cosf(t); b.y[i] = r * sinf(t); b.z[i] = (float)(i % 5) * 0.05f - 0.1f;
    b.vx[i] = -0.3f * b.y[i]; b.vy[i] = 0.3f * b.x[i];
    b.m[i] = 1.0f / (float)n * (1.0f + (float)(i % 3));
  }
  double e0 = energy(n, &b);
  for (int s = 0; s < steps; s++) { forces(n, &b); kick_drift(n, &b, 0.001f); }
  double e1 = energy(n, &b);
  double cx = 0, cv = 0, ca = 0;
  for (int i = 0; i < n; i++) {
    cx += b.x[i] + 2.0 * b.y[i] + 3.0 * b.z[i];
    cv += b.vx[i] - b.vy[i] + b.vz[i];
    ca += b.ax[i] * (double)(i % 7) + b.ay[i] + b.az[i];
  }
  printf("n=%d steps=%d e0=%.17g e1=%.17g\n", n, steps, e0, e1);
  printf("pos %.17g vel %.17g acc %.17g\n", cx, cv, ca);
  printf("last %.9g %.9g %.9g\n", b.x[n - 1], b.y[n - 1], b.az[n - 1]);
  for (int k = 0; k < 10; k++) free(*f[k]);
  return 0;
}

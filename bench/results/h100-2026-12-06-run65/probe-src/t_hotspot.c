// args: 256 20
// Rodinia hotspot: a 2-D thermal stencil with power input and clamped edges.
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  int n = atoi(argv[1]), iters = atoi(argv[2]);
  float *temp = malloc(sizeof(float) * n * n), *power = malloc(sizeof(float) * n * n), *result = malloc(sizeof(float) * n * n);
  for (int i = 0; i < n * n; i++) { temp[i] = 320.0f + (float)(i % 37) * 0.5f; power[i] = (float)((i * 13) % 101) * 0.001f; }
  float Cap = 0.5f, Rx = 2.0f, Ry = 2.0f, Rz = 4.0f, amb = 80.0f, step = 0.1f;
  for (int it = 0; it < iters; it++) {
    for (int r = 0; r < n; r++) {
      for (int c = 0; c < n; c++) {
        float t = temp[r * n + c];
        float n_ = r > 0 ? temp[(r - 1) * n + c] : t;
        float s_ = r < n - 1 ? temp[(r + 1) * n + c] : t;
        float w_ = c > 0 ? temp[r * n + c - 1] : t;
        float e_ = c < n - 1 ? temp[r * n + c + 1] : t;
        float delta = (step / Cap) * (power[r * n + c] + (s_ + n_ - 2.0f * t) / Ry + (e_ + w_ - 2.0f * t) / Rx + (amb - t) / Rz);
        result[r * n + c] = t + delta;
      }
    }
    float *tmp = temp; temp = result; result = tmp;
  }
  double s = 0; for (int i = 0; i < n * n; i++) s += temp[i];
  printf("sum %.6f t0 %.6f tmid %.6f\n", s, temp[0], temp[n * n / 2 + n / 3]);
  return 0;
}

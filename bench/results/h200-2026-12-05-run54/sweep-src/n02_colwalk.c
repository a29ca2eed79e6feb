// n02: column passes as deriche writes them: each column walks its rows in order (a
// recursive filter), the columns in parallel. Rows of W = 2160 floats, unrolled by clang, make
// the column addresses repeat only every 4,320 columns (past the 2,160 there are). Beside
// them, a pass that reads its right neighbour's column (a real dependence between columns)
// and one whose row length is an argument.
// ARGS: 40 3
// ARGS: 7 2159
// ARGS: 1 1
#include <stdio.h>
#include <stdlib.h>
#define W 2160
int main(int argc, char **argv) {
  int h = argc > 1 ? atoi(argv[1]) : 40;
  int w2 = argc > 2 ? atoi(argv[2]) : 3;
  if (w2 < 1 || w2 > W) w2 = W;
  float *x = malloc(sizeof(float) * h * W), *y = malloc(sizeof(float) * h * W);
  for (int i = 0; i < h * W; i++) { x[i] = (float)((i * 7) % 23) / 23.0f; y[i] = 0; }
  // Down each column.
  for (int i = 0; i < W; i++) {
    float ym1 = 0, ym2 = 0, xm1 = 0;
    for (int j = 0; j < h; j++) {
      float v = 0.5f * x[j * W + i] + 0.25f * xm1 + 0.125f * ym1 - 0.0625f * ym2;
      xm1 = x[j * W + i];
      ym2 = ym1;
      ym1 = v;
      y[j * W + i] = v;
    }
  }
  // Up each column.
  for (int i = 0; i < W; i++) {
    float yp1 = 0, yp2 = 0;
    for (int j = h - 1; j >= 0; j--) {
      float v = 0.5f * y[j * W + i] + 0.25f * yp1 - 0.125f * yp2;
      yp2 = yp1;
      yp1 = v;
      x[j * W + i] = v + x[j * W + i];
    }
  }
  // Each column reads its right neighbour's, in place: columns depend on each other.
  for (int i = 0; i < W - 1; i++)
    for (int j = 0; j < h; j++)
      y[j * W + i] = y[j * W + i + 1] * 0.5f + x[j * W + i];
  // Rows of w2 floats, the length an argument.
  for (int i = 0; i < w2; i++) {
    float acc = 0;
    for (int j = 0; j < h; j++) {
      acc = acc * 0.5f + x[j * w2 + i];
      x[j * w2 + i] = acc;
    }
  }
  double s = 0;
  for (int i = 0; i < h * W; i++) s += x[i] * (i % 13) + y[i] * (i % 5);
  printf("%.6f %.9g %.9g\n", s, x[h * W / 2], y[W + 3]);
  return 0;
}

// args: 4096 16
// Rodinia backprop: a layer forward (squashed weighted sums) and the weight adjustment.
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
static float squash(float x) { return 1.0f / (1.0f + expf(-x)); }
int main(int argc, char **argv) {
  int in = atoi(argv[1]), hid = atoi(argv[2]);
  float *input = malloc(sizeof(float) * (in + 1)), *hidden = malloc(sizeof(float) * (hid + 1));
  float *w = malloc(sizeof(float) * (in + 1) * (hid + 1)), *oldw = calloc((in + 1) * (hid + 1), sizeof(float));
  float *delta = malloc(sizeof(float) * (hid + 1));
  for (int i = 0; i <= in; i++) input[i] = (float)(i % 17) / 17.0f;
  for (int i = 0; i < (in + 1) * (hid + 1); i++) w[i] = (float)((i * 7) % 23) / 230.0f - 0.05f;
  for (int j = 0; j <= hid; j++) delta[j] = (float)(j % 5) * 0.01f - 0.02f;
  input[0] = 1.0f;
  for (int j = 1; j <= hid; j++) {
    float sum = 0.0f;
    for (int k = 0; k <= in; k++) sum += w[k * (hid + 1) + j] * input[k];
    hidden[j] = squash(sum);
  }
  float eta = 0.3f, momentum = 0.3f;
  for (int k = 0; k <= in; k++)
    for (int j = 1; j <= hid; j++) {
      float nw = eta * delta[j] * input[k] + momentum * oldw[k * (hid + 1) + j];
      w[k * (hid + 1) + j] += nw;
      oldw[k * (hid + 1) + j] = nw;
    }
  double s = 0; for (int i = 0; i < (in + 1) * (hid + 1); i++) s += w[i];
  printf("h1 %.7f hlast %.7f wsum %.6f\n", hidden[1], hidden[hid], s);
  return 0;
}

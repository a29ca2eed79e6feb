// ARGS: 64 16 4
// ARGS: 33 1 2
// Rodinia backprop: input->hidden layer forward with a sigmoid (expf), output layer, error
// terms, and the weight adjustment with momentum over the (n+1) x (h+1) weight matrix.
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define ETA 0.3f
#define MOMENTUM 0.3f

static float squash(float x) { return 1.0f / (1.0f + expf(-x)); }

static float **alloc_2d(int m, int n) {
  float **p = malloc(sizeof(float *) * m);
  float *d = calloc((size_t)m * n, sizeof(float));
  for (int i = 0; i < m; i++) p[i] = d + (size_t)i * n;
  return p;
}

static void layerforward(const float *l1, float *l2, float **conn, int n1, int n2) {
  for (int j = 1; j <= n2; j++) {
    float sum = 0.0f;
    for (int k = 0; k <= n1; k++) sum += conn[k][j] * l1[k];
    l2[j] = squash(sum);
  }
}

static void adjust_weights(const float *delta, int ndelta, const float *ly, int nly, float **w,
                           float **oldw) {
  for (int j = 1; j <= ndelta; j++) {
    for (int k = 0; k <= nly; k++) {
      float new_dw = ((ETA * delta[j] * ly[k]) + (MOMENTUM * oldw[k][j]));
      w[k][j] += new_dw;
      oldw[k][j] = new_dw;
    }
  }
}

int main(int argc, char **argv) {
  int in = argc > 1 ? atoi(argv[1]) : 64;
  int hid = argc > 2 ? atoi(argv[2]) : 16;
  int epochs = argc > 3 ? atoi(argv[3]) : 2;
  int out = 1;
  float *input = calloc(in + 1, sizeof(float)), *hidden = calloc(hid + 1, sizeof(float));
  float *output = calloc(out + 1, sizeof(float)), *target = calloc(out + 1, sizeof(float));
  float *hdelta = calloc(hid + 1, sizeof(float)), *odelta = calloc(out + 1, sizeof(float));
  float **iw = alloc_2d(in + 1, hid + 1), **ipw = alloc_2d(in + 1, hid + 1);
  float **hw = alloc_2d(hid + 1, out + 1), **hpw = alloc_2d(hid + 1, out + 1);
  unsigned s = 5u;
#define RND() (s = s * 1103515245u + 12345u, (float)((s >> 16) & 0x7fff) / 32767.0f)
  for (int i = 0; i <= in; i++) input[i] = RND();
  for (int i = 0; i <= in; i++)
    for (int j = 0; j <= hid; j++) iw[i][j] = RND() * 0.2f - 0.1f;
  for (int i = 0; i <= hid; i++)
    for (int j = 0; j <= out; j++) hw[i][j] = RND() * 0.2f - 0.1f;
  target[1] = 0.1f;
  input[0] = 1.0f; hidden[0] = 1.0f;
  for (int e = 0; e < epochs; e++) {
    layerforward(input, hidden, iw, in, hid);
    layerforward(hidden, output, hw, hid, out);
    float oerr = 0, herr = 0;
    for (int j = 1; j <= out; j++) {
      float o = output[j];
      odelta[j] = o * (1.0f - o) * (target[j] - o);
      oerr += fabsf(odelta[j]);
    }
    for (int j = 1; j <= hid; j++) {
      float h = hidden[j], sum = 0.0f;
      for (int k = 1; k <= out; k++) sum += odelta[k] * hw[j][k];
      hdelta[j] = h * (1.0f - h) * sum;
      herr += fabsf(hdelta[j]);
    }
    adjust_weights(odelta, out, hidden, hid, hw, hpw);
    adjust_weights(hdelta, hid, input, in, iw, ipw);
    printf("epoch %d out %.9g oerr %.6e herr %.6e\n", e, output[1], oerr, herr);
  }
  double cs = 0;
  for (int i = 0; i <= in; i++)
    for (int j = 0; j <= hid; j++) cs += iw[i][j] * (1 + (i + j) % 5);
  printf("weights %.12g hidden1 %a\n", cs, hidden[1 <= hid ? 1 : 0]);
  return 0;
}

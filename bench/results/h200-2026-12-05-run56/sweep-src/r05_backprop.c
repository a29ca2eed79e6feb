// r05: Rodinia-style backprop. A 3-layer perceptron (in -> hidden -> out) with the weights
// stored as row pointers into one malloc'd block (w[i][j], i = input unit incl. bias 0),
// layer forward = column-wise weighted sums followed by a sigmoid (expf) in a static helper,
// output/hidden error terms, and the weight-adjust pass with momentum (a 2-D elementwise
// update over the whole weight matrix). Several training epochs on LCG-generated patterns;
// prints errors and weight checksums.
// ARGS: 4096 16 3
// ARGS: 300 7 2
// ARGS: 1 1 1
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define ETA 0.3f
#define MOMENTUM 0.3f

static unsigned lcg_state = 7u;
static float frand(void) {
  lcg_state = lcg_state * 1103515245u + 12345u;
  return (float)((lcg_state >> 8) & 0xffff) / 65536.0f;
}

static float squash(float x) { return 1.0f / (1.0f + expf(-x)); }

static float **alloc2d(int m, int n) {
  float *blk = calloc((size_t)m * n, sizeof(float));
  float **rows = malloc(sizeof(float *) * m);
  for (int i = 0; i < m; i++) rows[i] = blk + (size_t)i * n;
  return rows;
}

static void layerforward(const float *l1, float *l2, float **conn, int n1, int n2) {
  for (int j = 1; j <= n2; j++) {
    float sum = 0.0f;
    for (int k = 0; k <= n1; k++) sum += conn[k][j] * l1[k];
    l2[j] = squash(sum);
  }
}

static float output_error(float *delta, const float *target, const float *output, int nj) {
  float errsum = 0.0f;
  for (int j = 1; j <= nj; j++) {
    float o = output[j], t = target[j];
    delta[j] = o * (1.0f - o) * (t - o);
    errsum += fabsf(delta[j]);
  }
  return errsum;
}

static float hidden_error(float *delta_h, int nh, const float *delta_o, int no, float **who,
                          const float *hidden) {
  float errsum = 0.0f;
  for (int j = 1; j <= nh; j++) {
    float h = hidden[j], sum = 0.0f;
    for (int k = 1; k <= no; k++) sum += delta_o[k] * who[j][k];
    delta_h[j] = h * (1.0f - h) * sum;
    errsum += fabsf(delta_h[j]);
  }
  return errsum;
}

static void adjust_weights(const float *delta, int ndelta, const float *ly, int nly, float **w,
                           float **oldw) {
  for (int k = 0; k <= nly; k++)
    for (int j = 1; j <= ndelta; j++) {
      float nw = ETA * delta[j] * ly[k] + MOMENTUM * oldw[k][j];
      w[k][j] += nw;
      oldw[k][j] = nw;
    }
}

int main(int argc, char **argv) {
  int nin = argc > 1 ? atoi(argv[1]) : 1024;
  int nhid = argc > 2 ? atoi(argv[2]) : 16;
  int epochs = argc > 3 ? atoi(argv[3]) : 2;
  if (nin < 1) nin = 1;
  if (nhid < 1) nhid = 1;
  int nout = 1;
  float *input = malloc(sizeof(float) * (nin + 1)), *hidden = malloc(sizeof(float) * (nhid + 1));
  float *output = malloc(sizeof(float) * (nout + 1)), *target = malloc(sizeof(float) * (nout + 1));
  float *dh = malloc(sizeof(float) * (nhid + 1)), *dout = malloc(sizeof(float) * (nout + 1));
  float **wih = alloc2d(nin + 1, nhid + 1), **who = alloc2d(nhid + 1, nout + 1);
  float **pwih = alloc2d(nin + 1, nhid + 1), **pwho = alloc2d(nhid + 1, nout + 1);
  for (int i = 0; i <= nin; i++)
    for (int j = 0; j <= nhid; j++) wih[i][j] = frand() * 0.2f - 0.1f;
  for (int i = 0; i <= nhid; i++)
    for (int j = 0; j <= nout; j++) who[i][j] = frand() * 0.2f - 0.1f;
  float eo = 0, eh = 0;
  for (int e = 0; e < epochs; e++) {
    for (int p = 0; p < 3; p++) {
      input[0] = 1.0f;
      for (int i = 1; i <= nin; i++) input[i] = frand();
      target[1] = (p & 1) ? 0.9f : 0.1f;
      hidden[0] = 1.0f;
      layerforward(input, hidden, wih, nin, nhid);
      layerforward(hidden, output, who, nhid, nout);
      eo = output_error(dout, target, output, nout);
      eh = hidden_error(dh, nhid, dout, nout, who, hidden);
      adjust_weights(dout, nout, hidden, nhid, who, pwho);
      adjust_weights(dh, nhid, input, nin, wih, pwih);
    }
  }
  double cs = 0.0, cs2 = 0.0;
  for (int i = 0; i <= nin; i++)
    for (int j = 1; j <= nhid; j++) { cs += wih[i][j]; cs2 += pwih[i][j] * (double)(j + 1); }
  printf("out=%.9g eo=%.6e eh=%.6e\n", output[1], eo, eh);
  printf("wih sum=%.9g momentum=%.9g sample=%.9g %.9g\n", cs, cs2, wih[0][1], wih[nin][nhid]);
  printf("hidden %.9g %.9g\n", hidden[1], hidden[nhid]);
  return 0;
}

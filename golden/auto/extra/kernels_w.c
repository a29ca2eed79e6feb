// Counts and sums at cells the data chooses (`h[bin] += d`): the bins bounded by the code
// (an 8-bit load, a mask, a two-sided clamp, a shift of an unsigned), on `int`, `unsigned`
// and `long long` cells, with a constant or a loaded amount. Their threads add atomically
// (auto/accumulate.rs); `mark` adds to one global count. `unbounded` (a bin nothing
// bounds) and `peek` (the count read back) stay in order.
void hist8(int n, const unsigned char *x, int *h) { for (int i = 0; i < n; i++) h[x[i]]++; }
void digits(int n, const unsigned *key, unsigned *count, int shift) {
  for (int i = 0; i < n; i++) count[(key[i] >> shift) & 0xff]++;
}
void fbins(int n, const float *v, int *h) {
  for (int i = 0; i < n; i++) {
    int b = (int)(v[i] * 64.0f);
    if (b < 0) b = 0;
    if (b > 63) b = 63;
    h[b]++;
  }
}
void weigh(int n, const int *x, long long *sum) {
  for (int i = 0; i < n; i++) sum[(unsigned)x[i] >> 27] += x[i];
}
void votes(int n, int m, const unsigned short *label, const int *w, int *tally) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) tally[label[i * m + j] & 127] += w[j];
}
void unbounded(int n, const int *x, int *h) { for (int i = 0; i < n; i++) h[x[i]]++; }
int peek(int n, const unsigned char *x, int *h) {
  int s = 0;
  for (int i = 0; i < n; i++) s += ++h[x[i] & 15];
  return s;
}
// A global count that the stores to `out` might reach: clang loads and stores it in every
// iteration, one fixed cell that every thread adds to atomically.
int marked;
void mark(int n, const int *a, int *out, int t) {
  for (int i = 0; i < n; i++) {
    if (a[i] > t) { out[i] = 1; marked++; } else out[i] = 0;
  }
}

// g09: histograms and indirect writes: h[idx[i]]++, h[idx[i] & mask] += w[i], a weighted float histogram,
// with idx from data (many duplicates); on one late call an idx is huge (out of the memory) so wasm traps
// (out of bounds memory access) mid-program; h sometimes overlapping idx.
// ARGS: 3000 64 12
// ARGS: 1 4 6
// ARGS: 2 2 7
// ARGS: 3 1 9
// ARGS: 500 16 4
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static unsigned lcg_s = 6502u;
static unsigned lcg(void) { lcg_s = lcg_s * 1664525u + 1013904223u; return lcg_s >> 8; }
static unsigned hashb(const void *p, int bytes) {
  const unsigned char *b = p;
  unsigned h = 2166136261u;
  for (int i = 0; i < bytes; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}
__attribute__((noinline)) void hist(int *h, const int *idx, int n) {
  for (int i = 0; i < n; i++) h[idx[i]]++;
}
__attribute__((noinline)) void histw(unsigned *h, const unsigned *idx, const unsigned *w, int n, unsigned mask) {
  for (int i = 0; i < n; i++) h[idx[i] & mask] += w[i];
}
__attribute__((noinline)) void histf(float *h, const int *idx, const float *w, int n) {
  for (int i = 0; i < n; i++) h[idx[i]] += w[i];
}
__attribute__((noinline)) void scat(int *out, const int *idx, int n) {
  for (int i = 0; i < n; i++) out[idx[i]] = i * 7 + 1;
}
int main(int argc, char **argv) {
  int n = atoi(argv[1]), bins = atoi(argv[2]), calls = atoi(argv[3]);
  int m = n + 4 * bins + 64;
  int *idx = malloc(4 * m), *h = malloc(4 * m);
  unsigned *w = malloc(4 * m), *hu = malloc(4 * m);
  float *fw = malloc(4 * m), *hf = malloc(4 * m);
  for (int i = 0; i < m; i++) {
    idx[i] = (int)(lcg() % bins); w[i] = lcg(); fw[i] = (lcg() % 1000) / 10.0f; h[i] = 0; hu[i] = 0; hf[i] = 0;
  }
  for (int c = 0; c < calls; c++) {
    int len = n - (c % 3);
    int *hh = h;
    if (c % 5 == 3) hh = idx + 1;       // counts land in the index array itself
    if (c == calls - 2 && n > 1) idx[n / 2] = 0x1fffffff;  // out of the memory: traps
    hist(hh, idx, len);
    if (c % 5 == 3) for (int i = 0; i < m; i++) idx[i] = ((unsigned)idx[i]) % bins;
    histw(hu, (unsigned *)idx, w, len, (unsigned)(c % 2 ? bins - 1 : 2 * bins - 1));
    histf(hf, idx, fw, len);
    scat(h + 2 * bins, idx, len);
    printf("c%d h=%08x hu=%08x hf=%08x idx=%08x\n", c, hashb(h, 4 * m), hashb(hu, 4 * m), hashb(hf, 4 * m), hashb(idx, 4 * m));
    fflush(stdout);
  }
  return 0;
}

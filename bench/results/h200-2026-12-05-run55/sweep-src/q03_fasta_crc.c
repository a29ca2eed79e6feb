// q03: fasta-like generation: the benchmarks-game LCG (IM=139968) drives a cumulative
// probability lookup into an IUB alphabet, lines of 60 chars; then per-line CRC32 (table
// driven, reflected 0xEDB88320) and nucleotide counts, reverse-complement of each line.
// ARGS: 2000
// ARGS: 1
// ARGS: 61
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define IM 139968
#define IA 3877
#define IC 29573
#define LW 60
static unsigned last = 42;
static double gen_random(double max) { last = (last * IA + IC) % IM; return max * last / IM; }

typedef struct { char c; double p; } acid;
static acid iub[] = {{'a', 0.27}, {'c', 0.12}, {'g', 0.12}, {'t', 0.27}, {'B', 0.02}, {'D', 0.02},
                     {'H', 0.02}, {'K', 0.02}, {'M', 0.02}, {'N', 0.02}, {'R', 0.02}, {'S', 0.02},
                     {'V', 0.02}, {'W', 0.02}, {'Y', 0.02}};
#define NIUB 15

int main(int argc, char **argv) {
  int n = atoi(argv[1]);
  double cum = 0;
  for (int i = 0; i < NIUB; i++) { cum += iub[i].p; iub[i].p = cum; }
  double *rnd = malloc(sizeof(double) * n);
  for (int i = 0; i < n; i++) rnd[i] = gen_random(1.0);
  char *seq = malloc(n + 1);
  for (int i = 0; i < n; i++) {
    double r = rnd[i];
    int k = 0;
    while (k < NIUB - 1 && r >= iub[k].p) k++;
    seq[i] = iub[k].c;
  }
  seq[n] = 0;
  uint32_t table[256];
  for (uint32_t i = 0; i < 256; i++) {
    uint32_t c = i;
    for (int k = 0; k < 8; k++) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
    table[i] = c;
  }
  int lines = (n + LW - 1) / LW;
  uint32_t *crc = malloc(sizeof(uint32_t) * (lines + 1));
  for (int l = 0; l < lines; l++) {
    uint32_t c = 0xFFFFFFFFu;
    int end = (l + 1) * LW < n ? (l + 1) * LW : n;
    for (int i = l * LW; i < end; i++) c = table[(c ^ (unsigned char)seq[i]) & 0xff] ^ (c >> 8);
    crc[l] = c ^ 0xFFFFFFFFu;
  }
  char *rc = malloc(n + 1);
  for (int i = 0; i < n; i++) {
    char ch = seq[n - 1 - i];
    rc[i] = ch == 'a' ? 't' : ch == 't' ? 'a' : ch == 'c' ? 'g' : ch == 'g' ? 'c' : ch;
  }
  rc[n] = 0;
  int counts[128];
  memset(counts, 0, sizeof counts);
  for (int i = 0; i < n; i++) counts[(unsigned char)seq[i]]++;
  uint32_t all = 0;
  for (int l = 0; l < lines; l++) all = all * 31u + crc[l];
  printf(">ONE\n%.*s\n>RC\n%.*s\n", n < LW ? n : LW, seq, n < LW ? n : LW, rc);
  printf("crc0=%08x crcall=%08x lines=%d\n", crc[0], all, lines);
  for (int i = 0; i < NIUB; i++) printf("%c:%d ", iub[i].c, counts[(unsigned char)iub[i].c]);
  printf("\n");
  return 0;
}

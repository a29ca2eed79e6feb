// r07: bit manipulation and checksums. A message buffer (static uint8) is split into blocks;
// each block gets a CRC-32 via a 256-entry static table (table lookups with shifts and xor),
// a 64-bit FNV-1a hash (unsigned wraparound multiply), and a popcount computed with a
// clear-lowest-bit while loop over uint64 words. Then a per-word bit reversal/rotate mix in
// int64, a parity vector, and a sequential combine of the block CRCs.
// ARGS: 4096 64
// ARGS: 1000 37
// ARGS: 5 1
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define MAXBLK 4096
#define MAXBS 64
static uint8_t msg[MAXBLK * MAXBS];
static uint32_t crctab[256];
static uint32_t bcrc[MAXBLK];
static uint64_t bfnv[MAXBLK];
static int bpop[MAXBLK];
static uint64_t words[MAXBLK * MAXBS / 8];
static int64_t mixed[MAXBLK * MAXBS / 8];
static uint8_t parity[MAXBLK * MAXBS / 8];

static void make_table(void) {
  for (uint32_t n = 0; n < 256; n++) {
    uint32_t c = n;
    for (int k = 0; k < 8; k++) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
    crctab[n] = c;
  }
}

static int popcount64(uint64_t x) {
  int c = 0;
  while (x) { x &= x - 1; c++; }
  return c;
}

static uint64_t rotl64(uint64_t x, int r) { return (x << r) | (x >> ((64 - r) & 63)); }

static uint64_t bitrev64(uint64_t x) {
  x = ((x >> 1) & 0x5555555555555555ULL) | ((x & 0x5555555555555555ULL) << 1);
  x = ((x >> 2) & 0x3333333333333333ULL) | ((x & 0x3333333333333333ULL) << 2);
  x = ((x >> 4) & 0x0F0F0F0F0F0F0F0FULL) | ((x & 0x0F0F0F0F0F0F0F0FULL) << 4);
  x = ((x >> 8) & 0x00FF00FF00FF00FFULL) | ((x & 0x00FF00FF00FF00FFULL) << 8);
  x = ((x >> 16) & 0x0000FFFF0000FFFFULL) | ((x & 0x0000FFFF0000FFFFULL) << 16);
  return (x >> 32) | (x << 32);
}

int main(int argc, char **argv) {
  int nblk = argc > 1 ? atoi(argv[1]) : 256;
  int bs = argc > 2 ? atoi(argv[2]) : 64;
  if (nblk < 1) nblk = 1;
  if (nblk > MAXBLK) nblk = MAXBLK;
  if (bs < 1) bs = 1;
  if (bs > MAXBS) bs = MAXBS;
  make_table();
  int len = nblk * bs;
  uint64_t st = 0x9E3779B97F4A7C15ULL;
  for (int i = 0; i < len; i++) {
    st = st * 6364136223846793005ULL + 1442695040888963407ULL;
    msg[i] = (uint8_t)(st >> 56);
  }
  // per-block CRC-32 and FNV-1a
  for (int b = 0; b < nblk; b++) {
    const uint8_t *p = msg + b * bs;
    uint32_t c = 0xFFFFFFFFu;
    uint64_t f = 0xcbf29ce484222325ULL;
    for (int i = 0; i < bs; i++) {
      c = crctab[(c ^ p[i]) & 0xFF] ^ (c >> 8);
      f = (f ^ p[i]) * 0x100000001b3ULL;
    }
    bcrc[b] = c ^ 0xFFFFFFFFu;
    bfnv[b] = f;
  }
  // words (little-endian assembly of 8 bytes)
  int nw = len / 8;
  for (int wi = 0; wi < nw; wi++) {
    uint64_t v = 0;
    for (int k = 7; k >= 0; k--) v = (v << 8) | msg[wi * 8 + k];
    words[wi] = v;
  }
  // per-block popcount over its bytes, via the words it fully covers
  for (int b = 0; b < nblk; b++) {
    int pc = 0;
    for (int i = 0; i < bs; i++) pc += popcount64(msg[b * bs + i]);
    bpop[b] = pc;
  }
  for (int wi = 0; wi < nw; wi++) {
    uint64_t v = words[wi];
    uint64_t r = bitrev64(v) ^ rotl64(v, (wi % 63) + 1);
    int64_t sv = (int64_t)(r >> 1) - (int64_t)(v >> 3);
    mixed[wi] = sv / 7 + (sv % 7) * 3;
    parity[wi] = (uint8_t)(popcount64(v) & 1);
  }
  // sequential combine (order-dependent)
  uint32_t comb = 0;
  uint64_t fx = 0;
  long long pops = 0;
  for (int b = 0; b < nblk; b++) {
    comb = (comb << 5 | comb >> 27) ^ bcrc[b];
    fx += bfnv[b] ^ (fx >> 7);
    pops += bpop[b];
  }
  uint64_t msum = 0;  // unsigned: wraps by design
  int par = 0;
  for (int wi = 0; wi < nw; wi++) {
    msum += (uint64_t)(mixed[wi] >> 4);
    par += parity[wi];
  }
  printf("crc0=%08x crcN=%08x comb=%08x\n", bcrc[0], bcrc[nblk - 1], comb);
  printf("fnv0=%016llx fx=%016llx pops=%lld\n", (unsigned long long)bfnv[0],
         (unsigned long long)fx, pops);
  printf("nw=%d msum=%llu par=%d w0=%016llx\n", nw, (unsigned long long)msum, par,
         nw ? (unsigned long long)words[0] : 0ULL);
  return 0;
}

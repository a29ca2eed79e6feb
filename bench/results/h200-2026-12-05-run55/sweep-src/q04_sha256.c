// q04: SHA-256 of many independent messages (one padded 64-byte block each, derived from the
// index), message schedule in a local W[64], then a Merkle-like fold of the digests.
// ARGS: 300 2
// ARGS: 1 1
// ARGS: 37 3
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const uint32_t K[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2};
#define ROR(x, n) (((x) >> (n)) | ((x) << (32 - (n))))

static void compress(uint32_t *h, const unsigned char *blk) {
  uint32_t w[64];
  for (int i = 0; i < 16; i++)
    w[i] = (uint32_t)blk[4 * i] << 24 | (uint32_t)blk[4 * i + 1] << 16 | (uint32_t)blk[4 * i + 2] << 8 | blk[4 * i + 3];
  for (int i = 16; i < 64; i++) {
    uint32_t s0 = ROR(w[i - 15], 7) ^ ROR(w[i - 15], 18) ^ (w[i - 15] >> 3);
    uint32_t s1 = ROR(w[i - 2], 17) ^ ROR(w[i - 2], 19) ^ (w[i - 2] >> 10);
    w[i] = w[i - 16] + s0 + w[i - 7] + s1;
  }
  uint32_t a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], hh = h[7];
  for (int i = 0; i < 64; i++) {
    uint32_t S1 = ROR(e, 6) ^ ROR(e, 11) ^ ROR(e, 25);
    uint32_t ch = (e & f) ^ (~e & g);
    uint32_t t1 = hh + S1 + ch + K[i] + w[i];
    uint32_t S0 = ROR(a, 2) ^ ROR(a, 13) ^ ROR(a, 22);
    uint32_t mj = (a & b) ^ (a & c) ^ (b & c);
    uint32_t t2 = S0 + mj;
    hh = g; g = f; f = e; e = d + t1; d = c; c = b; b = a; a = t1 + t2;
  }
  h[0] += a; h[1] += b; h[2] += c; h[3] += d; h[4] += e; h[5] += f; h[6] += g; h[7] += hh;
}

static void sha_one(uint32_t idx, int salt, uint32_t *out) {
  unsigned char blk[64];
  int len = 20 + (int)(idx % 32);  // message length in bytes, < 56
  for (int i = 0; i < len; i++) blk[i] = (unsigned char)((idx * 2654435761u + i * 40503u + (uint32_t)salt * 0x9E3779B9u) >> 13);
  blk[len] = 0x80;
  for (int i = len + 1; i < 56; i++) blk[i] = 0;
  uint64_t bits = (uint64_t)len * 8;
  for (int i = 0; i < 8; i++) blk[63 - i] = (unsigned char)(bits >> (8 * i));
  uint32_t h[8] = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
  compress(h, blk);
  for (int i = 0; i < 8; i++) out[i] = h[i];
}

int main(int argc, char **argv) {
  int n = atoi(argv[1]), rounds = atoi(argv[2]);
  uint32_t *dig = malloc(sizeof(uint32_t) * 8 * n);
  uint32_t acc[8] = {0};
  for (int r = 0; r < rounds; r++) {
    for (int i = 0; i < n; i++) sha_one((uint32_t)i, r, dig + 8 * i);
    for (int i = 0; i < n; i++)
      for (int k = 0; k < 8; k++) acc[k] = ROR(acc[k], 5) ^ dig[8 * i + k];
  }
  printf("d0=");
  for (int k = 0; k < 8; k++) printf("%08x", dig[k]);
  printf("\nacc=");
  for (int k = 0; k < 8; k++) printf("%08x", acc[k]);
  printf("\n");
  return 0;
}

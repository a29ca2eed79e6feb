// ARGS: 
// ARGS: 1000
// ARGS: 257 3
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
/* stores whose index wraps (uint8_t / masked), so later iterations overwrite earlier ones;
   2-D nest with a divide that traps only at the last (i,j) for some args */
static int buf[256], b2[1024], m[64][64];
static uint16_t h[65536];
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 600;
  int d = argc > 2 ? atoi(argv[2]) : 0;
  for (int i = 0; i < n; i++) buf[(uint8_t)i] = i * 3;
  for (int i = 0; i < n; i++) b2[(i * 7) & 1023] = i;
  for (unsigned i = 0; i < (unsigned)n * 100; i++) h[(uint16_t)(i * 40503u)] = (uint16_t)i;
  uint8_t k = 0;
  for (int i = 0; i < n; i++) { buf[k] += 1; k += 3; }
  long long s = 0;
  for (int i = 0; i < 256; i++) s = s * 7 + buf[i];
  for (int i = 0; i < 1024; i++) s += b2[i] * (i & 3);
  unsigned hs = 0;
  for (int i = 0; i < 65536; i++) hs = hs * 31 + h[i];
  printf("s=%lld hs=%u\n", s, hs);
  fflush(stdout);
  int lim = n < 64 ? n : 64;
  for (int i = 0; i < lim; i++)
    for (int j = 0; j < 64; j++) {
      int den = (i == lim - 1 && j == 63) ? d - 3 : (i + j + 1);
      m[i][j] = (i * 64 + j) / den;
    }
  long long t = 0;
  for (int i = 0; i < lim; i++) for (int j = 0; j < 64; j++) t += m[i][j];
  printf("t=%lld\n", t);
  return 0;
}

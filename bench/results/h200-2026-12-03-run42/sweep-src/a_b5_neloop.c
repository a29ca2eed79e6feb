// ARGS: 4294967290 5 1 100000
// ARGS: 4294967000 4 4 1000
// ARGS: 10 10 3 50
// ARGS: 0 4294967295 65537 70000
// ARGS: 7 1 4294967294 90000
// ARGS: 100 0 4294967295 5000
// Loops with `!=` exit tests on wrapping unsigned counters plus an early break on a counter.
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  unsigned s = strtoul(argv[1], 0, 10), e = strtoul(argv[2], 0, 10), st = strtoul(argv[3], 0, 10);
  int lim = atoi(argv[4]);
  unsigned cnt = 0; long long su = 0;
  for (unsigned k = s; k != e; k += st) { su += (k & 0xff) * (k >> 24); if (++cnt > (unsigned)lim) break; }
  int *a = calloc(lim + 2, sizeof(int)); int c2 = 0;
  for (unsigned k = s; k != e; k += st) { a[c2] = (int)(k % 1000); if (++c2 > lim) break; }
  long long sa = 0; for (int i = 0; i <= lim; i++) sa += (long long)a[i] * (i + 1);
  int c3 = 0; long long s3 = 0;
  for (int i = (int)(s & 0xffff); i < lim; i += (int)(st & 7) + 1) { if (i == (int)(e & 0xfff)) break; s3 += i; c3++; }
  printf("cnt=%u su=%lld c2=%d sa=%lld c3=%d s3=%lld\n", cnt, su, c2, sa, c3, s3);
  return 0;
}

// ARGS: 
// ARGS: 1e300
// ARGS: -0.0
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <limits.h>
static double d[64];
static float fl[64];
static long long ll[64];
int main(int argc, char **argv) {
  double base = argc > 1 ? strtod(argv[1], NULL) : 3.25;
  int n = 48;
  for (int i = 0; i < n; i++) d[i] = base * pow(10.0, (i % 16) * 20 - 150) * ((i & 1) ? -1 : 1);
  d[5] = NAN; d[6] = -INFINITY; d[7] = INFINITY; d[8] = -0.0; d[9] = 5e-324; d[10] = 1.7976931348623157e308; d[11] = -NAN;
  for (int i = 0; i < n; i++) fl[i] = (float)d[i];
  for (int i = 0; i < n; i++) ll[i] = (long long)(i * 0x123456789LL) * ((i & 2) ? -1 : 1);
  ll[0] = LLONG_MIN; ll[1] = LLONG_MAX;
  for (int i = 0; i < n; i++) {
    printf("%2d %e %g %a %.17g %f|", i, d[i], d[i], d[i], d[i], i < 12 ? d[i] : fmod(d[i], 1e6));
    printf("%-12.4g %+.3e %#g %.0f|", (double)fl[i], (double)fl[i], (double)fl[i], i > 11 && fabs(d[i]) < 1e30 ? d[i] : 1.5);
    printf("%lld %llu %llx %o %u %hhd %hu\n", ll[i], (unsigned long long)ll[i], (unsigned long long)ll[i], (unsigned)i * 01234567u, (unsigned)(-i), (char)(i * 37), (unsigned short)(i * -999));
  }
  double sq = 0;
  for (int i = 0; i < n; i++) d[i] = sqrt(fabs(d[i])) * base;
  for (int i = 12; i < n; i++) sq += d[i];
  printf("%.17g %a %g %e\n", sq, sq, sq * 0.0, -sq / 0.0);
  return 0;
}

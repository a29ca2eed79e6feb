// ARGS: 
// ARGS: 100 0.5
// ARGS: 2000 -1.25 7
// ARGS: abc
// ARGS: 50 xyz
// ARGS: -5 1.0
#include <stdio.h>
#include <stdlib.h>
#include <errno.h>
static double buf[8192];
static int ib[8192];
int main(int argc, char **argv) {
  const char *es = getenv("SIZE");
  long n = 300;
  if (es) { char *e; n = strtol(es, &e, 0); if (*e) { fprintf(stderr, "bad SIZE '%s'\n", es); exit(2); } }
  double a = 1.5;
  long k = 3;
  if (argc > 1) {
    char *e; errno = 0; n = strtol(argv[1], &e, 10);
    if (*e || errno) { fprintf(stderr, "bad n: %s\n", argv[1]); exit(2); }
  }
  if (argc > 2) { char *e; a = strtod(argv[2], &e); if (*e) { fprintf(stderr, "bad a: %s\n", argv[2]); exit(2); } }
  if (argc > 3) k = strtol(argv[3], NULL, 0);
  if (n <= 0 || n > 8192) { fprintf(stderr, "n out of range: %ld\n", n); printf("partial\n"); exit(2); }
  const char *mode = getenv("MODE");
  for (long i = 0; i < n; i++) buf[i] = a * (double)i - (double)(i % k);
  for (long i = 0; i < n; i++) ib[i] = (int)(i * k) ^ (int)(i >> 2);
  if (mode && mode[0] == 'r') for (long i = 0; i < n / 2; i++) { double t = buf[i]; buf[i] = buf[n - 1 - i]; buf[n - 1 - i] = t; }
  double s = 0; long long is = 0;
  for (long i = 0; i < n; i++) { s += buf[i] * (i & 1 ? -1 : 1); is += ib[i]; }
  printf("n=%ld a=%g k=%ld mode=%s s=%.15g is=%lld\n", n, a, k, mode ? mode : "(null)", s, is);
  for (long i = 1; i < n; i++) buf[i] = buf[i] + buf[i - 1] * 0.5;
  printf("last=%.17g\n", buf[n - 1]);
  return 0;
}

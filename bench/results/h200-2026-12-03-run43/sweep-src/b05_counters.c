// ARGS: 101 3
// ARGS: 1 2
// size_t/unsigned counters counting down, strides 2 and 3, loops from 1 and to n-1.
#include <stdio.h>
#include <stdlib.h>
#include <stddef.h>

int main(int argc, char **argv) {
  size_t n = argc > 1 ? (size_t)atol(argv[1]) : 101;
  unsigned k = argc > 2 ? (unsigned)atoi(argv[2]) : 3;
  int *a = malloc(sizeof(int) * (n + 2)), *b = malloc(sizeof(int) * (n + 2));
  double *d = malloc(sizeof(double) * (n + 2));
  for (size_t i = n; i-- > 0;) a[i] = (int)(i * 3 + 1);
  for (unsigned i = (unsigned)n; i > 0; i--) b[i - 1] = (int)(i * i % 97);
  for (size_t i = 0; i < n; i += 2) a[i] += b[i];
  for (size_t i = 1; i < n; i += 3) b[i] -= a[i] / 2;
  for (size_t i = 1; i + 1 < n; i++) d[i] = (a[i - 1] + a[i + 1]) * 0.5 - b[i];
  d[0] = 0; if (n > 1) d[n - 1] = 1.0;
  long s1 = 0, s2 = 0; double s3 = 0;
  for (size_t i = 0; i < n; i++) { s1 += a[i]; s2 += (long)b[i] * (long)(i + 1); }
  for (size_t i = 0; i < n; i++) s3 += d[i];
  printf("s1=%ld s2=%ld s3=%.4f\n", s1, s2, s3);
  // unsigned stride k down-counting
  unsigned acc = 0;
  for (unsigned i = (unsigned)n - 1; (int)i >= 0; i -= k) { a[i] ^= (int)(i * 2654435761u); acc += (unsigned)a[i]; if (i < k) break; }
  printf("acc=%u\n", acc);
  // loop from 1 to n-1 in reverse with size_t and reading neighbours from another array
  for (size_t i = n - 1; i >= 1; i--) b[i] = a[i] - a[i - 1];
  long s4 = 0;
  for (size_t i = 0; i < n; i++) s4 += b[i] * (long)(i % 5);
  printf("s4=%ld\n", s4);
  // 2D with unsigned counters and stride-3 column
  unsigned r = (unsigned)(n / 3 + 1), c = (unsigned)(n % 7 + 5);
  unsigned *g = calloc((size_t)r * c, sizeof(unsigned));
  for (unsigned i = 0; i < r; i++)
    for (unsigned j = 0; j < c; j += 3) g[i * c + j] = i * 131u + j * 7u;
  for (unsigned i = r; i-- > 0;)
    for (unsigned j = c - 1; j > 0; j--) g[i * c + j] += g[i * c + j - 1] & 0xf;
  unsigned gs = 0;
  for (unsigned i = 0; i < r * c; i++) gs = gs * 33u + g[i];
  printf("g=%u r=%u c=%u\n", gs, r, c);
  // short counter
  unsigned short cnt = 0; unsigned sh = 0;
  for (unsigned short i = 0; i < (unsigned short)(n & 0xffff); i++) { sh += i * (unsigned)cnt; cnt += 3; }
  printf("sh=%u\n", sh);
  free(a); free(b); free(d); free(g);
  return 0;
}

/* converge: a Jacobi solve run until the largest change is below a tolerance. The change is
 * an ordered float maximum (`if (d > diff) diff = d`) over a 2-D sweep that also stores: the
 * sweep launches as one 2-D kernel per iteration, each thread's part stored at i * (n - 2) + j.
 * The runtime's test `a_reduction_through_a_child_loop_is_one_2d_launch` runs it.
 * usage: converge N TOLERANCE */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 64;
  double tol = argc > 2 ? atof(argv[2]) : 1e-3;
  if (n < 3)
    return 1;
  double *a = calloc((size_t)n * n, sizeof(double));
  double *b = calloc((size_t)n * n, sizeof(double));
  if (!a || !b)
    return 1;
  for (int j = 0; j < n; j++) {
    a[j] = b[j] = 1.0;
    a[(n - 1) * n + j] = b[(n - 1) * n + j] = -0.5;
  }
  int it = 0;
  double diff;
  do {
    diff = 0.0;
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++) {
        double v = 0.25 * (a[(i - 1) * n + j] + a[(i + 1) * n + j] + a[i * n + j - 1] +
                           a[i * n + j + 1]);
        b[i * n + j] = v;
        double d = fabs(v - a[i * n + j]);
        if (d > diff)
          diff = d;
      }
    double *t = a;
    a = b;
    b = t;
    it++;
  } while (diff > tol && it < 2000);
  double c = 0;
  for (int i = 0; i < n * n; i++)
    c += a[i] * (i % 7);
  printf("n %d iterations %d diff %a check %.17g\n", n, it, diff, c);
  return 0;
}

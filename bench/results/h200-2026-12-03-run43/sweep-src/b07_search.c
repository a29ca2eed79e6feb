// ARGS: 120 77
// ARGS: 1 5000
// Searches with early break/return, and nests that print inside the loop.
#include <stdio.h>
#include <stdlib.h>

static int find_first(const int *a, int n, int key) {
  for (int i = 0; i < n; i++)
    if (a[i] == key) return i;
  return -1;
}
static int find_pair(const int *m, int r, int c, int key, int *oi, int *oj) {
  for (int i = 0; i < r; i++)
    for (int j = 0; j < c; j++)
      if (m[i * c + j] == key) { *oi = i; *oj = j; return 1; }
  return 0;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 120;
  int key = argc > 2 ? atoi(argv[2]) : 77;
  int *a = malloc(sizeof(int) * n);
  for (int i = 0; i < n; i++) a[i] = (i * 37 + 11) % 101;
  printf("first %d at %d\n", key, find_first(a, n, key));
  int cols = 9, rows = n / cols + 1;
  int *m = malloc(sizeof(int) * rows * cols);
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++) m[i * cols + j] = (i * 31 + j * 17) % 211;
  int oi = -1, oj = -1;
  int f = find_pair(m, rows, cols, key % 211, &oi, &oj);
  printf("pair found=%d at %d,%d\n", f, oi, oj);
  // break in a nest: sum rows until a row total exceeds a limit
  long tot = 0; int stop = -1;
  for (int i = 0; i < rows; i++) {
    int rs = 0;
    for (int j = 0; j < cols; j++) {
      rs += m[i * cols + j];
      if (rs > 1500) break;
    }
    tot += rs;
    if (tot > 10L * key) { stop = i; break; }
  }
  printf("tot=%ld stop=%d\n", tot, stop);
  // printing inside the nest
  for (int i = 0; i < (rows < 4 ? rows : 4); i++) {
    for (int j = 0; j < cols; j++) printf("%4d", m[i * cols + j]);
    putchar('\n');
  }
  for (int i = 0; i < n; i += 13) {
    if (a[i] % 2 == 0) printf("even a[%d]=%d\n", i, a[i]);
    else putchar('.');
  }
  putchar('\n');
  // last-match search backwards with while
  int i = n;
  while (i-- > 0) if (a[i] < key % 50) break;
  printf("last small at %d\n", i);
  // count until sentinel
  int cnt = 0;
  for (int j = 0; j < n; j++) { if (a[j] == 0) break; cnt += a[j] > 50; }
  printf("cnt=%d\n", cnt);
  free(a); free(m);
  return 0;
}

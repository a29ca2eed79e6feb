#include "common.h"
// writes run off the end of linear memory part-way through: the trap must be the same
__attribute__((noinline)) void spray(int n, int *a, int stride){ for (int i = 0; i < n; i++) a[i*stride] = i; }
__attribute__((noinline)) void spray2(int n, int m, int *a, int stride){ for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) a[i*stride + j] = i + j; }
int main(int argc, char **argv){
  int n = ARGN(64);
  int *a = malloc(4096);
  spray(n, a, 16); PH("a", a, 4096); fflush(stdout);
  spray2(n, 4, a, 1024 * 1024); // 4 MiB stride: eventually past the end
  printf("survived\n");
  return 0;
}

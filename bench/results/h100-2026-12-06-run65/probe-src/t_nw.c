// args: 512 10
// Needleman-Wunsch score matrix, row by row (each row depends on the one above and its left).
#include <stdio.h>
#include <stdlib.h>
static int max3(int a, int b, int c) { int m = a > b ? a : b; return m > c ? m : c; }
int main(int argc, char **argv) {
  int n = atoi(argv[1]), penalty = atoi(argv[2]);
  int *score = malloc(sizeof(int) * (n + 1) * (n + 1)), *ref = malloc(sizeof(int) * (n + 1) * (n + 1));
  unsigned s = 1;
  for (int i = 0; i < (n + 1) * (n + 1); i++) { s = s * 1103515245u + 12345u; ref[i] = (int)((s >> 16) % 21) - 10; }
  for (int i = 0; i <= n; i++) { score[i * (n + 1)] = -i * penalty; score[i] = -i * penalty; }
  for (int i = 1; i <= n; i++)
    for (int j = 1; j <= n; j++)
      score[i * (n + 1) + j] = max3(score[(i - 1) * (n + 1) + j - 1] + ref[i * (n + 1) + j],
                                    score[i * (n + 1) + j - 1] - penalty, score[(i - 1) * (n + 1) + j] - penalty);
  long t = 0; for (int i = 0; i <= n; i++) t += score[i * (n + 1) + n];
  printf("final %d trace %ld\n", score[n * (n + 1) + n], t);
  return 0;
}

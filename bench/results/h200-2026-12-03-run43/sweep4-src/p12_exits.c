// ARGS: 
// ARGS: ret 3
// ARGS: abort 100
// ARGS: div 1000
// ARGS: div 999
// ARGS: div 1
// ARGS: oob 500
// ARGS: exit 7
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static int a[4096], b[4096], c[4096];
int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "none";
  int n = argc > 2 ? atoi(argv[2]) : 64;
  if (n > 4000) n = 4000;
  for (int i = 0; i < n; i++) { a[i] = i * 3 + 1; b[i] = (n - 1 - i) % 1000 - (strcmp(mode, "div") == 0 && n % 1000 == 0 ? 0 : 0); }
  /* b[n-1] == 0 always: division traps in the last iteration only in div mode */
  for (int i = 0; i < n - 1; i++) b[i] += 1;
  if (strcmp(mode, "div") == 0 && n % 2 == 1) b[n - 1] = 1;
  printf("start %s %d\n", mode, n);
  fflush(stdout);
  if (strcmp(mode, "div") == 0) {
    for (int i = 0; i < n; i++) c[i] = a[i] / b[i];
  } else {
    for (int i = 0; i < n; i++) c[i] = a[i] + b[i];
  }
  long long s = 0;
  for (int i = 0; i < n; i++) s += c[i];
  printf("s=%lld\n", s);
  if (strcmp(mode, "ret") == 0) { fprintf(stderr, "returning %d\n", n); return n; }
  if (strcmp(mode, "abort") == 0) { printf("about to abort\n"); fflush(stdout); abort(); }
  if (strcmp(mode, "exit") == 0) { printf("buffered before exit\n"); exit(n); }
  if (strcmp(mode, "oob") == 0) { volatile int *p = (int *)0x7ffffff0; for (int i = 0; i < n; i++) c[i] += p[i * 1000000]; printf("%d\n", c[0]); }
  return 0;
}

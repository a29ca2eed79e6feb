// ARGS: 
// ARGS: 3
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static float vals[20000];
static float outv[20000];
int main(int argc, char **argv) {
  int scale = argc > 1 ? atoi(argv[1]) : 1;
  FILE *f = fopen("data/input.txt", "r");
  int n = 0;
  if (!f) {
    fprintf(stderr, "no data/input.txt, generating\n");
    for (n = 0; n < 5000; n++) vals[n] = (float)((n * 37) % 101) / 7.0f;
  } else {
    char line[256];
    while (fgets(line, sizeof line, f) && n < 20000) {
      char *p = line, *e;
      for (;;) { float v = strtof(p, &e); if (e == p) break; vals[n++] = v; p = e; if (n >= 20000) break; }
    }
    fclose(f);
  }
  for (int i = 0; i < n; i++) outv[i] = vals[i] * scale + (float)(i & 7) * 0.25f;
  const char *op = (argc > 2) ? argv[2] : "data/out.bin";
  FILE *o = fopen(op, "wb");
  if (!o) { o = fopen("/tmp/out.bin", "wb"); }
  unsigned long sum = 0;
  if (o) {
    size_t w = fwrite(outv, sizeof(float), n, o);
    fclose(o);
    memset(outv, 0, sizeof outv);
    FILE *r = fopen(op, "rb");
    if (r) {
      size_t got = fread(outv, sizeof(float), 20000, r);
      fclose(r);
      printf("wrote %zu read %zu\n", w, got);
    } else printf("wrote %zu, reopen failed\n", w);
  } else printf("cannot write\n");
  unsigned int *u = (unsigned int *)outv;
  for (int i = 0; i < n; i++) sum = sum * 1000003u + u[i];
  double d = 0;
  for (int i = 0; i < n; i++) d += outv[i];
  printf("n=%d checksum=%lu sum=%.6f\n", n, sum, d);
  /* also read binary file back through fgetc */
  FILE *r2 = fopen(op, "rb");
  if (r2) { int c, k = 0; unsigned x = 0; while ((c = fgetc(r2)) != EOF) { x = x * 33 ^ c; k++; } fclose(r2); printf("bytes=%d x=%u\n", k, x); }
  return 0;
}

// ARGS: 301 201 200 40
// ARGS: 64 48 1000 7
// Mandelbrot escape counts (data-dependent trip count) and Conway's life on a torus (modulo indices).
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int W, H;

static void mandel(int w, int h, int maxit, int *cnt) {
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      double cr = -2.2 + 3.0 * x / w, ci = -1.2 + 2.4 * y / h;
      double zr = 0, zi = 0;
      int it = 0;
      while (it < maxit && zr * zr + zi * zi <= 4.0) {
        double t = zr * zr - zi * zi + cr;
        zi = 2.0 * zr * zi + ci;
        zr = t;
        it++;
      }
      cnt[y * w + x] = it;
    }
}

static void life_step(const unsigned char *in, unsigned char *out) {
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) {
      int n = 0;
      for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++)
          if (dx || dy) n += in[((y + dy + H) % H) * W + (x + dx + W) % W];
      unsigned char c = in[y * W + x];
      out[y * W + x] = (unsigned char)(n == 3 || (c && n == 2));
    }
}

int main(int argc, char **argv) {
  W = atoi(argv[1]); H = atoi(argv[2]);
  int maxit = atoi(argv[3]), gens = atoi(argv[4]);
  int *cnt = malloc(sizeof(int) * W * H);
  mandel(W, H, maxit, cnt);
  long long tot = 0; int inside = 0; unsigned h = 0;
  for (int i = 0; i < W * H; i++) { tot += cnt[i]; inside += cnt[i] == maxit; h = h * 16777619u ^ (unsigned)cnt[i]; }
  printf("mandel %dx%d total=%lld inside=%d hash=%u\n", W, H, tot, inside, h);
  unsigned char *a = malloc(W * H), *b = malloc(W * H);
  for (int i = 0; i < W * H; i++) a[i] = (unsigned char)((cnt[i] & 3) == 1);
  for (int g = 0; g < gens; g++) { life_step(a, b); unsigned char *t = a; a = b; b = t; }
  int alive = 0; unsigned lh = 2166136261u;
  for (int i = 0; i < W * H; i++) { alive += a[i]; lh = (lh ^ a[i]) * 16777619u; }
  printf("life gens=%d alive=%d hash=%u\n", gens, alive, lh);
  free(cnt); free(a); free(b);
  return 0;
}

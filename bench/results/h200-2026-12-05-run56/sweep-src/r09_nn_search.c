// r09: Rodinia-style nearest neighbour over hurricane records. Records are an array of
// structs with mixed fields (int64 id, short year, char month, char name[10], float lat,lng,
// int speed). Steps: per-record distance to a query point (sqrtf), a k-nearest selection done
// sequentially with an insertion list, a "first record matching a predicate" search with an
// early break, and per-query linear searches (parallel over queries, inner loop with break)
// that find the first record within a radius.
// ARGS: 20000 5 64
// ARGS: 1234 3 17
// ARGS: 2 1 3
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  int64_t id;
  short year;
  char month;
  char name[10];
  float lat, lng;
  int speed;
} Record;

#define MAXN 20000
#define MAXQ 256
static Record recs[MAXN];
static float dist[MAXN];
static int firsthit[MAXQ];
static float qlat[MAXQ], qlng[MAXQ];

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1000;
  int k = argc > 2 ? atoi(argv[2]) : 5;
  int nq = argc > 3 ? atoi(argv[3]) : 16;
  if (n < 1) n = 1;
  if (n > MAXN) n = MAXN;
  if (k < 1) k = 1;
  if (k > 16) k = 16;
  if (nq < 1) nq = 1;
  if (nq > MAXQ) nq = MAXQ;
  static const char *names[] = {"ALBERTO", "BERYL", "CHRIS", "DEBBY", "ERNESTO", "FLORENCE", "GORDON"};
  uint32_t s = 99u;
  for (int i = 0; i < n; i++) {
    s = s * 1664525u + 1013904223u;
    recs[i].id = (int64_t)i * 1000003LL + (s >> 20);
    recs[i].year = (short)(1950 + (s >> 8) % 60);
    recs[i].month = (char)(1 + (s >> 4) % 12);
    strcpy(recs[i].name, names[(s >> 12) % 7]);
    s = s * 1664525u + 1013904223u;
    recs[i].lat = 7.0f + (float)((s >> 8) % 6300) / 100.0f;
    s = s * 1664525u + 1013904223u;
    recs[i].lng = (float)((s >> 8) % 35800) / 100.0f;
    recs[i].speed = (int)((s >> 3) % 160);
  }
  float tlat = 30.0f, tlng = 90.0f;
  for (int i = 0; i < n; i++) {
    float a = recs[i].lat - tlat, b = recs[i].lng - tlng;
    dist[i] = sqrtf(a * a + b * b);
  }
  // k nearest by insertion (sequential)
  float bestd[16];
  int besti[16];
  for (int j = 0; j < k; j++) { bestd[j] = 1e30f; besti[j] = -1; }
  for (int i = 0; i < n; i++) {
    if (dist[i] >= bestd[k - 1]) continue;
    int j = k - 1;
    while (j > 0 && bestd[j - 1] > dist[i]) {
      bestd[j] = bestd[j - 1];
      besti[j] = besti[j - 1];
      j--;
    }
    bestd[j] = dist[i];
    besti[j] = i;
  }
  // first strong storm after 2000 in month 9 (early exit)
  int found = -1;
  for (int i = 0; i < n; i++) {
    if (recs[i].year > 2000 && recs[i].month == 9 && recs[i].speed > 150) {
      found = i;
      break;
    }
  }
  // per-query first record within radius (parallel over queries)
  for (int q = 0; q < nq; q++) {
    qlat[q] = 10.0f + (float)((q * 37) % 60);
    qlng[q] = (float)((q * 101) % 350);
  }
  for (int q = 0; q < nq; q++) {
    int hit = -1;
    for (int i = 0; i < n; i++) {
      float a = recs[i].lat - qlat[q], b = recs[i].lng - qlng[q];
      if (a * a + b * b < 4.0f) { hit = i; break; }
    }
    firsthit[q] = hit;
  }
  // histogram of speeds by category and an int64 id checksum
  int cat[6] = {0};
  int64_t idsum = 0;
  for (int i = 0; i < n; i++) {
    int sp = recs[i].speed;
    int c = sp < 39 ? 0 : sp < 74 ? 1 : sp < 96 ? 2 : sp < 111 ? 3 : sp < 130 ? 4 : 5;
    cat[c]++;
    idsum += recs[i].id % 100003;
  }
  printf("nearest:");
  for (int j = 0; j < k; j++)
    if (besti[j] >= 0)
      printf(" %d(%s %d/%d %.6e)", besti[j], recs[besti[j]].name, recs[besti[j]].year,
             recs[besti[j]].month, bestd[j]);
  printf("\nfound=%d idsum=%lld cats=%d,%d,%d,%d,%d,%d\n", found, (long long)idsum, cat[0], cat[1],
         cat[2], cat[3], cat[4], cat[5]);
  long long hs = 0;
  for (int q = 0; q < nq; q++) hs = (hs * 7 + firsthit[q] + 1) % 1000000007LL;
  printf("hits q0=%d qlast=%d hs=%lld\n", firsthit[0], firsthit[nq - 1], hs);
  return 0;
}

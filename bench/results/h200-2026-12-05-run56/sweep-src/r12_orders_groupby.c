// r12: data processing on an array of order records with mixed field types (int64 order key,
// int quantity, float price, double discount, char return flag and status, short ship day).
// Pass 1 (parallel): filter by a ship-day window and compute extended price/charge per
// record into SoA output columns; pass 2: TPC-H Q1-like group-by on (flag,status) into a
// small static table (reduction with data-dependent index); pass 3: stream compaction via
// a sequential exclusive prefix sum of keep flags and a scatter; pass 4: int64 key hashing
// with shifts/xor and a per-bucket count, and a running maximum recurrence.
// ARGS: 100000
// ARGS: 4099
// ARGS: 1
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  int64_t okey;
  int qty;
  float price;
  double disc;
  char flag;
  char status;
  short shipday;
} Order;

#define MAXN 100000
static Order ord[MAXN];
static unsigned char keep[MAXN];
static double charge[MAXN];
static float discp[MAXN];
static int pos[MAXN];
static int64_t compact[MAXN];
static unsigned buckets[1024];
static int64_t runmax[MAXN];

static const char FLAGS[3] = {'A', 'N', 'R'};
static const char STATS[2] = {'F', 'O'};

static uint64_t mix64(uint64_t z) {
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 10000;
  if (n < 1) n = 1;
  if (n > MAXN) n = MAXN;
  uint64_t st = 12345;
  for (int i = 0; i < n; i++) {
    st = st * 2862933555777941757ULL + 3037000493ULL;
    ord[i].okey = (int64_t)(st >> 20) * 4 + (i & 3);
    ord[i].qty = 1 + (int)((st >> 8) % 50);
    ord[i].price = 900.0f + (float)((st >> 30) % 100000) / 100.0f;
    ord[i].disc = (double)((st >> 40) % 11) / 100.0;
    ord[i].flag = FLAGS[(st >> 50) % 3];
    ord[i].status = STATS[(st >> 53) & 1];
    ord[i].shipday = (short)((st >> 55) % 2557);
  }
  int lo = 100, hi = 2400;
  for (int i = 0; i < n; i++) {
    const Order *o = &ord[i];
    int k = o->shipday >= lo && o->shipday <= hi && o->qty < 45;
    keep[i] = (unsigned char)k;
    double ext = (double)o->price * o->qty;
    discp[i] = (float)(ext * (1.0 - o->disc));
    charge[i] = k ? ext * (1.0 - o->disc) * 1.06 : 0.0;
  }
  double sum_charge[3][2] = {{0}}, sum_disc[3][2] = {{0}};
  long long sum_qty[3][2] = {{0}};
  int cnt[3][2] = {{0}};
  for (int i = 0; i < n; i++) {
    if (!keep[i]) continue;
    int f = ord[i].flag == 'A' ? 0 : ord[i].flag == 'N' ? 1 : 2;
    int s = ord[i].status == 'F' ? 0 : 1;
    sum_charge[f][s] += charge[i];
    sum_disc[f][s] += discp[i];
    sum_qty[f][s] += ord[i].qty;
    cnt[f][s]++;
  }
  int total = 0;
  for (int i = 0; i < n; i++) {
    pos[i] = total;
    total += keep[i];
  }
  for (int i = 0; i < n; i++)
    if (keep[i]) compact[pos[i]] = ord[i].okey;
  for (int i = 0; i < total; i++) {
    uint64_t hsh = mix64((uint64_t)compact[i]);
    compact[i] = (int64_t)(hsh >> 1);
  }
  for (int i = 0; i < total; i++) buckets[(uint64_t)compact[i] >> 53]++;
  int64_t m = INT64_MIN;
  for (int i = 0; i < n; i++) {
    int64_t v = ord[i].okey - (int64_t)ord[i].qty * 1000;
    m = v > m ? v : m;
    runmax[i] = m;
  }
  for (int f = 0; f < 3; f++)
    for (int s = 0; s < 2; s++)
      if (cnt[f][s])
        printf("%c%c cnt=%d qty=%lld charge=%.9g disc=%.9g\n", FLAGS[f], STATS[s], cnt[f][s],
               sum_qty[f][s], sum_charge[f][s], sum_disc[f][s]);
  unsigned bmax = 0, bnz = 0;
  uint64_t bh = 0;
  for (int b = 0; b < 1024; b++) {
    bmax = buckets[b] > bmax ? buckets[b] : bmax;
    bnz += buckets[b] != 0;
    bh = bh * 1000003ULL + buckets[b];
  }
  printf("kept=%d bmax=%u bnz=%u bh=%llu\n", total, bmax, bnz, (unsigned long long)bh);
  printf("runmax mid=%lld last=%lld c0=%lld\n", (long long)runmax[n / 2], (long long)runmax[n - 1],
         total ? (long long)compact[0] : -1LL);
  return 0;
}

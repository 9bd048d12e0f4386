/* Exact three-draw Badugi odds for every way to discard, for the shipped table.
 *
 * Build-time tool only (the app never runs it): tools/odds_table/build.py compiles it, feeds it
 * hands and turns its integer counts into the table cardtable/badugi/odds3.bin. The model and the
 * algorithm are those of cardtable/badugi/odds.py (read its module notes first); this is the same
 * computation in C so that the ~16,000 hands that differ up to suits take minutes, not days.
 *
 * Input (stdin): the file written by build.py with the best partial hand of every four cards
 * (270,725 records of 3 bytes in colex order: size, high rank, counted cards as a nibble over
 * the hand's cards lowest index first), then lines "c0 c1 c2 c3" of card indices (rank-1)*4+suit.
 * Output (stdout), per hand and per keep mask k = 0..15 over the hand's cards in input order:
 *   "H c0 c1 c2 c3 k" then one line per bucket "B n1 n2 n3 cum0 .. cum13" (n2, n3 = -1 when the
 *   bucket ends earlier): cum[v] = the number of equally likely deals along paths with these draw
 *   sizes that end in a badugi with high <= v.
 *
 * The one idea beyond odds.py: after the first draw, the deals that keep the same partial hand K1
 * differ only in the cards D they received (thrown or kept). Every second-draw deal S of K1 is
 * looked up once (its kept hand K2 and its last-draw outs); each D then starts from "every S
 * allowed" and takes off only the S that share a card with it (found through per-card lists),
 * and the rare (K2, D) where D holds some of K2's outs get their own closed-form count.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <immintrin.h>

typedef uint64_t u64;

#define NCOMBO 270725
static uint8_t BEST[NCOMBO][3];
static uint32_t BIN[53][5];
static u64 SUIT_BITS[4];
static u64 UP_TO[14];

static inline int ctz(u64 x) { return __builtin_ctzll(x); }
static inline int pop(u64 x) { return __builtin_popcountll(x); }
static inline int rank_of_index(int i) { return i / 4 + 1; }

static int colex4(u64 m) {
    int a = ctz(m); m &= m - 1;
    int b = ctz(m); m &= m - 1;
    int c = ctz(m); m &= m - 1;
    int d = ctz(m);
    return BIN[a][1] + BIN[b][2] + BIN[c][3] + BIN[d][4];
}

/* A partial hand: distinct suits and ranks. */
static int valid(u64 m) {
    int suits = 0, ranks = 0;
    while (m) {
        int i = ctz(m); m &= m - 1;
        int s = 1 << (i % 4), r = 1 << rank_of_index(i);
        if ((suits & s) || (ranks & r)) return 0;
        suits |= s; ranks |= r;
    }
    return 1;
}

static int rank_set(u64 m) {
    int ranks = 0;
    while (m) { int i = ctz(m); m &= m - 1; ranks |= 1 << rank_of_index(i); }
    return ranks;
}

static int paired(u64 hand) {
    int ranks = 0;
    while (hand) {
        int i = ctz(hand); hand &= hand - 1;
        int r = 1 << rank_of_index(i);
        if (ranks & r) return 1;
        ranks |= r;
    }
    return 0;
}

typedef struct { int size, high; u64 counted; } Kept;

/* odds.py _keep_after: the best partial hand of four cards; among equal ones the one with the
 * most `held` cards, then the first in itertools.combinations order (evaluate's own first). */
static Kept keep_after(u64 held, u64 hand) {
    const uint8_t *e = BEST[colex4(hand)];
    Kept k = {e[0], e[1], _pdep_u64(e[2], hand)};
    if (k.size == 4 || (k.counted & held) == held || !paired(hand)) return k;
    int cards[4], n = 0;
    for (u64 m = hand; m; m &= m - 1) cards[n++] = ctz(m);
    int ranks = rank_set(k.counted), most = pop(k.counted & held);
    /* combinations of k.size of the 4 cards in lexicographic order of positions */
    for (int a = 0; a < 4; a++) {
        if (k.size == 1) {
            u64 m = 1ULL << cards[a];
            if (rank_set(m) == ranks && valid(m) && pop(m & held) > most) { k.counted = m; most = pop(m & held); }
            continue;
        }
        for (int b = a + 1; b < 4; b++) {
            if (k.size == 2) {
                u64 m = 1ULL << cards[a] | 1ULL << cards[b];
                if (rank_set(m) == ranks && valid(m) && pop(m & held) > most) { k.counted = m; most = pop(m & held); }
                continue;
            }
            for (int c = b + 1; c < 4; c++) {
                u64 m = 1ULL << cards[a] | 1ULL << cards[b] | 1ULL << cards[c];
                if (rank_set(m) == ranks && valid(m) && pop(m & held) > most) { k.counted = m; most = pop(m & held); }
            }
        }
    }
    return k;
}

/* Outs region of a valid partial hand: cards of its missing suits whose ranks it lacks. */
static u64 outs_region(u64 kept, int *top, int *missing, int *nmissing) {
    u64 region = (1ULL << 52) - 1;
    int suits = 0;
    *top = 0;
    for (u64 m = kept; m; m &= m - 1) {
        int i = ctz(m), r = rank_of_index(i), s = i % 4;
        suits |= 1 << s;
        region &= ~SUIT_BITS[s];
        region &= ~(0xFULL << 4 * (r - 1));
        if (r > *top) *top = r;
    }
    *nmissing = 0;
    for (int s = 0; s < 4; s++)
        if (!(suits >> s & 1)) missing[(*nmissing)++] = s;
    return region;
}

static u64 distinct_rank_choices(const u64 *sets, int n) {
    if (n == 1) return pop(sets[0]);
    if (n == 2) return (u64)pop(sets[0]) * pop(sets[1]) - pop(sets[0] & sets[1]);
    u64 a = sets[0], b = sets[1], c = sets[2];
    long long na = pop(a), nb = pop(b), nc = pop(c);
    long long t = na * nb * nc - (long long)pop(a & b) * nc - (long long)pop(a & c) * nb
                  - (long long)pop(b & c) * na + 2LL * pop(a & b & c);
    return (u64)t;
}

/* Last-draw cumulative counts for kept hand `kept` (size 1..3) drawing from `outs` (already
 * restricted to its region and the pool). */
static void final_counts(u64 outs, int top, const int *missing, int nmissing, u64 *cum) {
    u64 per[3];
    for (int j = 0; j < nmissing; j++) per[j] = (outs & SUIT_BITS[missing[j]]) >> missing[j];
    for (int v = 0; v < 14; v++) cum[v] = 0;
    for (int v = top > 1 ? top : 1; v < 14; v++) {
        u64 s[3];
        for (int j = 0; j < nmissing; j++) s[j] = per[j] & UP_TO[v];
        cum[v] = distinct_rank_choices(s, nmissing);
    }
}

/* ------------------------------------------------------------------------------------------ */
/* Buckets: counts grouped by draw sizes (n2, n3); n1 is fixed per option. */
typedef struct { u64 made1[14]; u64 made2[5][14]; u64 last[5][4][14]; int used2[5], used3[5][4]; } Buckets;

static void subsets(u64 pool, int n, u64 *out, int *count) {
    int cards[52], m = 0;
    for (u64 p = pool; p; p &= p - 1) cards[m++] = ctz(p);
    *count = 0;
    if (n == 0) { out[(*count)++] = 0; return; }
    if (n == 1) { for (int a = 0; a < m; a++) out[(*count)++] = 1ULL << cards[a]; return; }
    if (n == 2) {
        for (int a = 0; a < m; a++) for (int b = a + 1; b < m; b++)
            out[(*count)++] = 1ULL << cards[a] | 1ULL << cards[b];
        return;
    }
    if (n == 3) {
        for (int a = 0; a < m; a++) for (int b = a + 1; b < m; b++) for (int c = b + 1; c < m; c++)
            out[(*count)++] = 1ULL << cards[a] | 1ULL << cards[b] | 1ULL << cards[c];
        return;
    }
    for (int a = 0; a < m; a++) for (int b = a + 1; b < m; b++) for (int c = b + 1; c < m; c++)
        for (int d = c + 1; d < m; d++)
            out[(*count)++] = 1ULL << cards[a] | 1ULL << cards[b] | 1ULL << cards[c] | 1ULL << cards[d];
}

typedef struct { u64 k1; u64 deal; } Entry;

#define MAXS 200000
static u64 DEALS[MAXS];
static u64 SMASK[MAXS];
static int SKEY[MAXS];
static Entry ENTRIES[MAXS], SORTED[MAXS];
static int GID[MAXS], GSIZE[MAXS], GSTART[MAXS], GFILL[MAXS];

/* Per group: distinct K2 hands. */
#define MAXK 20000
static u64 K2MASK[MAXK], K2OUTS[MAXK];
static int K2TOP[MAXK], K2MISS[MAXK][3], K2NMISS[MAXK];
static u64 K2BASE[MAXK][14];
static u64 CNT[MAXK + 14], TMP[MAXK + 14];

/* open-addressing map mask -> id, reset per group */
#define HSIZE (1 << 16)
static u64 HKEY[HSIZE];
static int HVAL[HSIZE], HSTAMP[HSIZE], STAMP = 0;

static int lookup_or_add(u64 key, int *n, int *fresh) {
    u64 h = key * 0x9E3779B97F4A7C15ULL;
    int i = (int)(h >> 48) & (HSIZE - 1);
    while (HSTAMP[i] == STAMP) {
        if (HKEY[i] == key) { *fresh = 0; return HVAL[i]; }
        i = (i + 1) & (HSIZE - 1);
    }
    HSTAMP[i] = STAMP; HKEY[i] = key; HVAL[i] = (*n)++;
    *fresh = 1;
    return HVAL[i];
}

/* S indices containing each card, and hot keys whose outs contain each card (per group). */
static int *SLIST[52], SLEN[52], SCAP[52];
static int *OLIST[52], OLEN[52], OCAP[52];
static u64 TOTAL[MAXK + 14];
static int TOUCHED[MAXS], SEEN[MAXK + 14], SEEN_STAMP = 0;
/* K2 hands are numbered per option (their outs and base counts depend only on the option's
 * pool); USED lists those met in the current group. */
static int NK = 0, USED[MAXK], INGROUP[MAXK + 14], GROUP_STAMP = 0;

static void push(int **list, int *len, int *cap, int value) {
    if (*len == *cap) {
        *cap = *cap ? 2 * *cap : 256;
        *list = realloc(*list, sizeof(int) * (size_t)*cap);
        if (!*list) { fprintf(stderr, "out of memory\n"); exit(1); }
    }
    (*list)[(*len)++] = value;
}

/* The second and last draws from K1, summed over the group's first-draw deals. For a deal d,
 * the second-draw deals S that d allows are all of them but those sharing a card with d (the
 * few "hits", found through SLIST), and the last draw from K2 counts K2's outs not in d: its
 * base count unless d holds one of those outs (found through OLIST). */
static void second_stage(u64 k1, const Entry *group, int g, u64 pool, Buckets *bk) {
    int n2 = 4 - pop(k1);
    u64 pool2 = pool & ~k1;
    int ns;
    subsets(pool2, n2, SMASK, &ns);
    u64 dealt_any = 0;
    for (int j = 0; j < g; j++) dealt_any |= group[j].deal;
    for (int c = 0; c < 52; c++) { SLEN[c] = 0; OLEN[c] = 0; }
    GROUP_STAMP++;
    int nused = 0;
    for (int h = 0; h < 14; h++) { TOTAL[h] = 0; TMP[h] = 0; }
    for (int i = 0; i < ns; i++) {
        Kept k = keep_after(k1, k1 | SMASK[i]);
        int key;
        if (k.size == 4) {
            key = k.high;
        } else {
            int fresh, id = lookup_or_add(k.counted, &NK, &fresh);
            key = 14 + id;
            if (fresh) {
                int top, nm;
                u64 region = outs_region(k.counted, &top, K2MISS[id], &nm);
                K2MASK[id] = k.counted;
                K2OUTS[id] = region & pool;
                K2TOP[id] = top;
                K2NMISS[id] = nm;
                final_counts(K2OUTS[id], top, K2MISS[id], nm, K2BASE[id]);
            }
            if (INGROUP[key] != GROUP_STAMP) {
                INGROUP[key] = GROUP_STAMP;
                USED[nused++] = key;
                TOTAL[key] = 0;
                TMP[key] = 0;
                for (u64 m = K2OUTS[id] & dealt_any; m; m &= m - 1) {
                    int c = ctz(m);
                    push(&OLIST[c], &OLEN[c], &OCAP[c], key);
                }
            }
        }
        SKEY[i] = key;
        for (u64 m = SMASK[i] & dealt_any; m; m &= m - 1) {
            int c = ctz(m);
            push(&SLIST[c], &SLEN[c], &SCAP[c], i);
        }
    }
    for (int i = 0; i < ns; i++) TOTAL[SKEY[i]]++;
    /* every deal allows every S at first; hits and special keys are taken off below */
    for (int h = 0; h < 14; h++) CNT[h] = TOTAL[h] * (u64)g;
    for (int u = 0; u < nused; u++) CNT[USED[u]] = TOTAL[USED[u]] * (u64)g;
    for (int j = 0; j < g; j++) {
        u64 d = group[j].deal;
        int ntouched = 0;
        for (u64 m = d & pool2; m; m &= m - 1) {
            int c = ctz(m);
            u64 lower = d & pool2 & ((1ULL << c) - 1);
            for (int t = 0; t < SLEN[c]; t++) {
                int i = SLIST[c][t];
                if (SMASK[i] & lower) continue; /* counted with its lowest card of d */
                int key = SKEY[i];
                if (!TMP[key]) TOUCHED[ntouched++] = key;
                TMP[key]++;
            }
        }
        SEEN_STAMP++;
        for (u64 m = d; m; m &= m - 1) {
            int c = ctz(m);
            for (int t = 0; t < OLEN[c]; t++) {
                int key = OLIST[c][t], id = key - 14;
                if (SEEN[key] == SEEN_STAMP) continue;
                SEEN[key] = SEEN_STAMP;
                u64 allowed = TOTAL[key] - TMP[key];
                if (!allowed) continue;
                CNT[key] -= allowed;
                u64 cum[14];
                final_counts(K2OUTS[id] & ~d, K2TOP[id], K2MISS[id], K2NMISS[id], cum);
                int n3 = 4 - pop(K2MASK[id]);
                bk->used3[n2][n3] = 1;
                for (int v = 0; v < 14; v++) bk->last[n2][n3][v] += allowed * cum[v];
            }
        }
        for (int t = 0; t < ntouched; t++) {
            int key = TOUCHED[t];
            CNT[key] -= TMP[key];
            TMP[key] = 0;
        }
    }
    bk->used2[n2] = 1;
    for (int h = 4; h < 14; h++)
        for (int v = h; v < 14; v++) bk->made2[n2][v] += CNT[h];
    for (int u = 0; u < nused; u++) {
        int id = USED[u] - 14;
        u64 c = CNT[14 + id];
        if (!c) continue;
        int n3 = 4 - pop(K2MASK[id]);
        bk->used3[n2][n3] = 1;
        for (int v = 0; v < 14; v++) bk->last[n2][n3][v] += c * K2BASE[id][v];
    }
}

static void three_draws(u64 keep, u64 pool, Buckets *bk) {
    memset(bk, 0, sizeof *bk);
    int n1 = 4 - pop(keep), nd, ne = 0;
    subsets(pool, n1, DEALS, &nd);
    for (int i = 0; i < nd; i++) {
        Kept k;
        if (n1 == 0) {
            /* standing pat on four cards: the best partial hand of them */
            k = keep_after(keep, keep);
        } else {
            k = keep_after(keep, keep | DEALS[i]);
        }
        if (k.size == 4) {
            for (int v = k.high; v < 14; v++) bk->made1[v]++;
            continue;
        }
        ENTRIES[ne].k1 = k.counted;
        ENTRIES[ne].deal = DEALS[i];
        ne++;
    }
    NK = 0;
    /* group the deals by K1: number the K1s, count, place (a counting sort) */
    STAMP++;
    int ng = 0;
    for (int i = 0; i < ne; i++) {
        int fresh, gid = lookup_or_add(ENTRIES[i].k1, &ng, &fresh);
        if (fresh) GSIZE[gid] = 0;
        GID[i] = gid;
        GSIZE[gid]++;
    }
    for (int gid = 0, at = 0; gid < ng; gid++) { GSTART[gid] = at; at += GSIZE[gid]; GFILL[gid] = GSTART[gid]; }
    for (int i = 0; i < ne; i++) SORTED[GFILL[GID[i]]++] = ENTRIES[i];
    STAMP++;
    for (int gid = 0; gid < ng; gid++)
        second_stage(SORTED[GSTART[gid]].k1, SORTED + GSTART[gid], GSIZE[gid], pool, bk);
}

static void print_cum(int n1, int n2, int n3, const u64 *cum) {
    printf("B %d %d %d", n1, n2, n3);
    for (int v = 0; v < 14; v++) printf(" %llu", (unsigned long long)cum[v]);
    printf("\n");
}

int main(void) {
    for (int n = 0; n <= 52; n++)
        for (int k = 0; k <= 4; k++) {
            u64 c = 1;
            if (k > n) c = 0;
            else for (int j = 0; j < k; j++) c = c * (n - j) / (j + 1);
            BIN[n][k] = (uint32_t)c;
        }
    for (int s = 0; s < 4; s++) {
        SUIT_BITS[s] = 0;
        for (int r = 0; r < 13; r++) SUIT_BITS[s] |= 1ULL << (4 * r + s);
    }
    for (int v = 0; v < 14; v++) UP_TO[v] = (v == 0) ? 0 : ((1ULL << (4 * v)) - 1);
    if (fread(BEST, 3, NCOMBO, stdin) != NCOMBO) { fprintf(stderr, "short best-hand table\n"); return 1; }
    int c[4];
    static Buckets bk;
    while (scanf("%d %d %d %d", &c[0], &c[1], &c[2], &c[3]) == 4) {
        u64 hand = 0;
        for (int i = 0; i < 4; i++) hand |= 1ULL << c[i];
        u64 pool = ((1ULL << 52) - 1) & ~hand;
        for (int km = 0; km < 16; km++) {
            u64 keep = 0;
            for (int i = 0; i < 4; i++) if (km >> i & 1) keep |= 1ULL << c[i];
            three_draws(keep, pool, &bk);
            int n1 = 4 - pop(keep);
            printf("H %d %d %d %d %d\n", c[0], c[1], c[2], c[3], km);
            print_cum(n1, -1, -1, bk.made1);
            for (int n2 = 0; n2 < 5; n2++) {
                if (bk.used2[n2]) print_cum(n1, n2, -1, bk.made2[n2]);
                for (int n3 = 0; n3 < 4; n3++)
                    if (bk.used3[n2][n3]) print_cum(n1, n2, n3, bk.last[n2][n3]);
            }
        }
        fflush(stdout);
    }
    return 0;
}

// One scatter pass of a least-significant-digit radix sort, for the eighth held-out set of
// tuning spaces (benchmarks/tuning/spaces.py, space "radix"): the n keys are moved to their
// places in the stable order of their 4-bit digit (key >> 8) & 15. A block of block_size_x
// threads takes a tile of TILE = block_size_x * items keys, in items rounds of
// block_size_x consecutive keys (a thread the key at k * block_size_x + its index).
// offsets[tile * 16 + d] (filled by the host from the histogram pass) is where the tile's
// first key of digit d goes. A key's rank among the tile's keys of its digit comes from
// ballots: four ballots of its digit's bits give each lane the lanes of its warp with the
// same digit, and lane d < 16 the count of digit d in its warp; the per-warp counts of a
// round go to shared memory. scan=0: a thread adds the counts of the warps before its own
// by a loop; scan=1: 16 threads turn them into exclusive prefix sums first. stage=0: every
// key is written straight to its place (a scatter); stage=1: the tile is sorted by digit in
// shared memory first and then written out in order, consecutive threads writing
// consecutive places within each digit's run.
#ifndef block_size_x
#define block_size_x 256
#endif
#ifndef items
#define items 4
#endif
#ifndef scan
#define scan 1
#endif
#ifndef stage
#define stage 0
#endif
#define TILE (block_size_x * items)
#define NW ((block_size_x + 31) / 32)
#define SHIFT 8
#define DIGIT(k) (((k) >> SHIFT) & 15u)

__global__ void radix(unsigned int *out, const unsigned int *keys, const int *offsets)
{
    __shared__ int s_cnt[NW][16];   // per-warp digit counts of a round
    __shared__ int s_run[16];       // keys of each digit in the tile's earlier rounds
    __shared__ int s_off[16];
    int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
    int base = blockIdx.x * TILE;
    if (tid < 16) {
        s_run[tid] = 0;
        s_off[tid] = offsets[blockIdx.x * 16 + tid];
    }
    unsigned int key[items];
    int rank[items];
#pragma unroll
    for (int k = 0; k < items; k++) {
        key[k] = keys[base + k * block_size_x + tid];
        unsigned int d = DIGIT(key[k]);
        unsigned int same = 0xffffffffu, mine = 0xffffffffu;
#pragma unroll
        for (int b = 0; b < 4; b++) {
            unsigned int bal = __ballot_sync(0xffffffffu, (d >> b) & 1u);
            same &= ((d >> b) & 1u) ? bal : ~bal;
            mine &= ((lane >> b) & 1) ? bal : ~bal;   // lanes whose digit is `lane`
        }
        int below = __popc(same & ((1u << lane) - 1u));
        if (lane < 16)
            s_cnt[warp][lane] = __popc(mine);
        __syncthreads();
#if scan == 1
        if (tid < 16) {
            int acc = s_run[tid];
            for (int w = 0; w < NW; w++) {
                int c = s_cnt[w][tid];
                s_cnt[w][tid] = acc;
                acc += c;
            }
            s_run[tid] = acc;
        }
        __syncthreads();
        rank[k] = s_cnt[warp][d] + below;
#else
        int r = s_run[d] + below;
        for (int w = 0; w < warp; w++)
            r += s_cnt[w][d];
        rank[k] = r;
        __syncthreads();
        if (tid < 16) {
            int acc = 0;
            for (int w = 0; w < NW; w++)
                acc += s_cnt[w][tid];
            s_run[tid] += acc;
        }
#endif
        __syncthreads();
    }
#if stage == 1
    __shared__ unsigned int s_key[TILE];
    __shared__ int s_start[16];
    if (tid == 0) {
        int acc = 0;
        for (int d = 0; d < 16; d++) {
            s_start[d] = acc;
            acc += s_run[d];
        }
    }
    __syncthreads();
#pragma unroll
    for (int k = 0; k < items; k++)
        s_key[s_start[DIGIT(key[k])] + rank[k]] = key[k];
    __syncthreads();
#pragma unroll
    for (int k = 0; k < items; k++) {
        int j = k * block_size_x + tid;
        unsigned int v = s_key[j];
        unsigned int d = DIGIT(v);
        out[s_off[d] + j - s_start[d]] = v;
    }
#else
#pragma unroll
    for (int k = 0; k < items; k++)
        out[s_off[DIGIT(key[k])] + rank[k]] = key[k];
#endif
}

// Position weight matrix scores along a DNA sequence, for the seventeenth held-out set of
// tuning spaces (benchmarks/tuning/spaces.py, space "pwmscan"): score[i] is the sum over the
// 16 positions j of the motif of weight[j][seq[i + j]], the bases of seq one byte each
// (0 .. 3 for A, C, G, T; the sequence 15 bases longer than the n scores). A block of
// block_size_x threads takes block_size_x * items consecutive positions (their number a
// multiple of it), a thread items consecutive ones, reusing the bases they share. w_in=0
// reads the weights from global memory, 1 from constant memory (c_weight, c_pair_weight,
// filled by the host), 2 from shared memory (the block copies them in first). seq_in=0
// reads a thread's bases from global memory, 1 from a tile of the block's bases and the 15
// after them that the block copies into shared memory first. pair=0 looks up the 16 weights
// one base at a time, 1 looks up 8 entries of the table of pairs of positions (2k, 2k + 1)
// indexed by both bases, pair_weight[k][4 b0 + b1] = weight[2k][b0] + weight[2k+1][b1].
#ifndef block_size_x
#define block_size_x 256
#endif
#ifndef items
#define items 4
#endif
#ifndef w_in
#define w_in 2
#endif
#ifndef seq_in
#define seq_in 1
#endif
#ifndef pair
#define pair 1
#endif
#define MOTIF 16
#define BASES 4
#define SPAN (items + MOTIF - 1)
#define TILE (block_size_x * items + MOTIF - 1)

__constant__ int c_weight[MOTIF * BASES];
__constant__ int c_pair_weight[MOTIF / 2 * BASES * BASES];

#if w_in == 2
#define WEIGHT(k) s_weight[k]
#define PAIR_WEIGHT(k) s_pair_weight[k]
#elif w_in == 1
#define WEIGHT(k) c_weight[k]
#define PAIR_WEIGHT(k) c_pair_weight[k]
#else
#define WEIGHT(k) weight[k]
#define PAIR_WEIGHT(k) pair_weight[k]
#endif

__global__ void pwmscan(int *score, const unsigned char *seq, const int *weight,
                        const int *pair_weight)
{
    size_t block_first = (size_t)blockIdx.x * (block_size_x * items);
#if w_in == 2
    __shared__ int s_weight[MOTIF * BASES];
    __shared__ int s_pair_weight[MOTIF / 2 * BASES * BASES];
    for (int k = threadIdx.x; k < MOTIF * BASES; k += block_size_x)
        s_weight[k] = weight[k];
    for (int k = threadIdx.x; k < MOTIF / 2 * BASES * BASES; k += block_size_x)
        s_pair_weight[k] = pair_weight[k];
#endif
#if seq_in == 1
    __shared__ unsigned char s_seq[TILE];
    for (int k = threadIdx.x; k < TILE; k += block_size_x)
        s_seq[k] = seq[block_first + k];
#endif
#if w_in == 2 || seq_in == 1
    __syncthreads();
#endif
    int first = threadIdx.x * items;
    int base[SPAN];
#pragma unroll
    for (int k = 0; k < SPAN; k++) {
#if seq_in == 1
        base[k] = s_seq[first + k];
#else
        base[k] = seq[block_first + first + k];
#endif
    }
    int *out = score + block_first + first;
#pragma unroll
    for (int p = 0; p < items; p++) {
        int sum = 0;
#if pair == 1
#pragma unroll
        for (int k = 0; k < MOTIF / 2; k++)
            sum += PAIR_WEIGHT(k * BASES * BASES + base[p + 2 * k] * BASES + base[p + 2 * k + 1]);
#else
#pragma unroll
        for (int j = 0; j < MOTIF; j++)
            sum += WEIGHT(j * BASES + base[p + j]);
#endif
        out[p] = sum;
    }
}

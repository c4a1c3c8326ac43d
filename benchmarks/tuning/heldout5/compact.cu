// Block-local stream compaction (a stable partition of each block's chunk) by warp votes,
// for the fifth held-out set of tuning spaces (benchmarks/tuning/spaces.py, space
// "compact"): a block takes a chunk of block_size_x * items ints, in items rounds of
// block_size_x consecutive ints (thread t takes the round's t-th), and writes the chunk's
// elements above threshold first, in their order, then -1 in the rest of the chunk, and
// their number to counts[block]. In a round, a thread's place among its warp's kept
// elements is __popc of the warp's __ballot_sync below its lane; the warps' counts go
// through shared memory, and each warp's offset is the sum of those before it: every
// thread adds them in a loop (scan_warps=0) or the first warp scans them with shuffles
// (scan_warps=1). stage=0 writes each kept element to global memory where it belongs;
// stage=1 builds the chunk in shared memory and writes it out in consecutive words.
#ifndef block_size_x
#define block_size_x 256
#endif
#ifndef items
#define items 4
#endif
#ifndef scan_warps
#define scan_warps 0
#endif
#ifndef stage
#define stage 0
#endif
#define WARPS (block_size_x / 32)
#define CHUNK (block_size_x * items)

__global__ void compact(int *out, int *counts, const int *in, int threshold)
{
    __shared__ int warp_count[WARPS];
#if scan_warps
    __shared__ int warp_offset[WARPS + 1];
#endif
#if stage
    __shared__ int chunk[CHUNK];
#endif
    int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
    int base = blockIdx.x * CHUNK;
    int kept = 0;   // the block's kept elements so far
    for (int k = 0; k < items; k++) {
        int v = in[base + k * block_size_x + tid];
        int keep = v > threshold;
        unsigned int votes = __ballot_sync(0xffffffff, keep);
        int rank = __popc(votes & ((1u << lane) - 1u));
        if (lane == 0)
            warp_count[warp] = __popc(votes);
        __syncthreads();
#if scan_warps
        if (warp == 0) {
            int c = lane < WARPS ? warp_count[lane] : 0;
            for (int d = 1; d < 32; d <<= 1) {
                int u = __shfl_up_sync(0xffffffff, c, d);
                if (lane >= d)
                    c += u;
            }
            if (lane < WARPS)
                warp_offset[lane + 1] = c;
            if (lane == 0)
                warp_offset[0] = 0;
        }
        __syncthreads();
        int offset = warp_offset[warp];
        int total = warp_offset[WARPS];
#else
        int offset = 0, total = 0;
        for (int w = 0; w < WARPS; w++) {
            int c = warp_count[w];
            offset += w < warp ? c : 0;
            total += c;
        }
#endif
        if (keep) {
#if stage
            chunk[kept + offset + rank] = v;
#else
            out[base + kept + offset + rank] = v;
#endif
        }
        kept += total;
        __syncthreads();
    }
#if stage
    for (int j = tid; j < CHUNK; j += block_size_x)
        out[base + j] = j < kept ? chunk[j] : -1;
#else
    for (int j = kept + tid; j < CHUNK; j += block_size_x)
        out[base + j] = -1;
#endif
    if (tid == 0)
        counts[blockIdx.x] = kept;
}

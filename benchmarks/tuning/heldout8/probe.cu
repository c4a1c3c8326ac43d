// Look-ups in an open-addressing hash table with linear probing, for the eighth held-out set
// of tuning spaces (benchmarks/tuning/spaces.py, space "probe"): out[q] = the value of
// queries[q] in the table (built by the host), EMPTY when it is not there. The table has
// 2^logcap slots; a key k starts at slot (k * 2654435761) >> (32 - logcap) and, when
// present, sits before the first empty slot (key EMPTY) from there on, wrapping around. A
// block of block_size_x x block_size_y threads answers block_size_y queries at a time,
// block_size_x consecutive lanes cooperating on each: they read block_size_x consecutive
// slots at once, and two ballots tell the first slot of the window that holds the key or
// is empty; the loop runs while any query of the warp is unanswered. A group answers items
// queries, block_size_y apart. layout=0: keys and values in two arrays (a value read only
// by the lane that found its key); layout=1: one array of (key, value) pairs, a pair read
// as a uint2.
#ifndef block_size_x
#define block_size_x 4
#endif
#ifndef block_size_y
#define block_size_y 64
#endif
#ifndef items
#define items 1
#endif
#ifndef layout
#define layout 0
#endif
#define EMPTY 0xffffffffu

__global__ void probe(unsigned int *out, const unsigned int *queries,
                      const unsigned int *tkeys, const unsigned int *tvals,
                      const unsigned int *tpairs, int logcap)
{
    int tx = threadIdx.x, ty = threadIdx.y;
    int lane = (ty * block_size_x + tx) & 31;
    int first_lane = lane - tx;
    unsigned int gmask = (0xffffffffu >> (32 - block_size_x)) << first_lane;
    unsigned int mask = (1u << logcap) - 1u;
#pragma unroll
    for (int it = 0; it < items; it++) {
        int q = (blockIdx.x * items + it) * block_size_y + ty;
        unsigned int key = queries[q];
        unsigned int h = (key * 2654435761u) >> (32 - logcap);
        unsigned int result = EMPTY;
        bool done = false;
        for (unsigned int w = 0; __any_sync(0xffffffffu, !done); w += block_size_x) {
            unsigned int slot = (h + w + tx) & mask;
            unsigned int k = EMPTY, v = 0;
            if (!done) {
#if layout == 1
                uint2 p = ((const uint2 *)tpairs)[slot];
                k = p.x;
                v = p.y;
#else
                k = tkeys[slot];
                if (k == key)
                    v = tvals[slot];
#endif
            }
            unsigned int hit = __ballot_sync(0xffffffffu, !done && k == key) & gmask;
            unsigned int stop = __ballot_sync(0xffffffffu, !done && (k == key || k == EMPTY))
                                & gmask;
            int src = stop ? __ffs(stop) - 1 : lane;
            unsigned int got = __shfl_sync(0xffffffffu, v, src);
            if (stop) {
                if ((hit >> src) & 1u)
                    result = got;
                done = true;
            }
        }
        if (tx == 0)
            out[q] = result;
    }
}

// One bottom-up step of a breadth-first search on a graph in CSR form, for the fourteenth
// held-out set of tuning spaces (benchmarks/tuning/spaces.py, space "bfs"): level[v] is
// v's depth (-1 where v is not reached yet) and the frontier is the set of vertices at
// depth depth, given both as one byte a vertex (front) and as a bitmap of 32 vertices a
// word (fbits, vertex u in bit u % 32 of word u / 32). out[v] is level[v] where v is
// reached, depth + 1 where one of v's neighbours col[row_ptr[v]] .. col[row_ptr[v + 1] - 1]
// is in the frontier and -1 otherwise. A block of block_size_x x block_size_y threads
// takes block_size_y vertices, block_size_x lanes a vertex, lane l looking at the
// neighbours l, l + block_size_x, ... early_exit=1 stops a vertex's search at the first
// round of its lanes that found a frontier neighbour (the lanes agree by a vote), 0 looks
// at every neighbour and ORs the lanes' findings by xor shuffles. bitmap=1 tests the
// frontier in the bitmap, bitmap=0 in the bytes; use_ldg=1 loads through the read-only
// data cache (__ldg).
#ifndef block_size_x
#define block_size_x 4
#endif
#ifndef block_size_y
#define block_size_y 32
#endif
#ifndef early_exit
#define early_exit 1
#endif
#ifndef bitmap
#define bitmap 1
#endif
#ifndef use_ldg
#define use_ldg 0
#endif

#if use_ldg == 1
#define LD(ptr) __ldg(ptr)
#else
#define LD(ptr) (*(ptr))
#endif

// 1 where vertex u is in the frontier, 0 otherwise
__device__ __forceinline__ int in_frontier(int u, const unsigned char *front,
                                           const unsigned int *fbits)
{
#if bitmap == 1
    return (int)((LD(fbits + (u >> 5)) >> (u & 31)) & 1u);
#else
    return (int)LD(front + u);
#endif
}

__global__ void bfs(int *out, const int *level, const int *row_ptr, const int *col,
                    const unsigned char *front, const unsigned int *fbits, int n, int depth)
{
    int v = blockIdx.x * block_size_y + threadIdx.y;
    int lane = threadIdx.x;
    if (v >= n)
        return;
    int lv = LD(level + v);
    if (lv >= 0) {
        if (lane == 0)
            out[v] = lv;
        return;
    }
    int beg = LD(row_ptr + v), end = LD(row_ptr + v + 1);
    int found = 0;
#if block_size_x == 1
    for (int j = beg; j < end; j++) {
        found |= in_frontier(LD(col + j), front, fbits);
#if early_exit == 1
        if (found)
            break;
#endif
    }
#else
    // the lanes of this vertex: block_size_x consecutive lanes of a warp
    int first = (threadIdx.y * block_size_x) % 32;
    unsigned int group = (block_size_x == 32) ? 0xffffffffu
                                              : (((1u << block_size_x) - 1u) << first);
    for (int j0 = beg; j0 < end; j0 += block_size_x) {
        int j = j0 + lane;
        if (j < end)
            found |= in_frontier(LD(col + j), front, fbits);
#if early_exit == 1
        found = __any_sync(group, found);
        if (found)
            break;
#endif
    }
#if early_exit == 0
#pragma unroll
    for (int d = 1; d < block_size_x; d *= 2)
        found |= __shfl_xor_sync(group, found, d);
#endif
#endif
    if (lane == 0)
        out[v] = found ? depth + 1 : -1;
}

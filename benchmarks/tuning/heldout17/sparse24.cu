// 2:4 structured-sparsity compression of a weight tensor, for the seventeenth held-out set
// of tuning spaces (benchmarks/tuning/spaces.py, space "sparse24"): of each group g of four
// consecutive ints dense[4 g .. 4 g + 3] the two of largest magnitude are kept (of equal
// magnitudes, the one of lower index first), written in index order to kept[2 g], kept[2 g +
// 1], their indices i0 < i1 in the group to the 4-bit field i0 | i1 << 2 of the metadata,
// group g at bits 4 (g & 1) of byte g >> 1 of meta. A block of block_size_x threads takes
// block_size_x * items consecutive groups (their number a multiple of it), a thread items
// consecutive ones, writing their metadata in one store of items / 2 bytes. vec=4 reads a
// group as an int4 and writes its kept pair as an int2, vec=1 an int at a time. method=0
// keeps the entries that fewer than two others beat (counted by six comparisons), 1 selects
// the best entry then the best of the other three, 2 drops the worst entry then the worst of
// the other three.
#ifndef block_size_x
#define block_size_x 256
#endif
#ifndef items
#define items 4
#endif
#ifndef vec
#define vec 4
#endif
#ifndef method
#define method 0
#endif

#if items == 8
#define META_T unsigned int
#elif items == 4
#define META_T unsigned short
#else
#define META_T unsigned char
#endif

// whether entry i of magnitude mi beats entry j of magnitude mj (larger magnitude, or equal
// and i < j)
__device__ __forceinline__ bool beats(int mi, int i, int mj, int j)
{
    return mi > mj || (mi == mj && i < j);
}

// the 4-bit field i0 | i1 << 2 of the two kept entries of the magnitudes m
__device__ __forceinline__ unsigned int choose_pair(const int *m)
{
#if method == 0
    int beaten[4] = {0, 0, 0, 0};
#pragma unroll
    for (int i = 0; i < 4; i++)
#pragma unroll
        for (int j = i + 1; j < 4; j++) {
            if (beats(m[i], i, m[j], j))
                beaten[j]++;
            else
                beaten[i]++;
        }
    unsigned int field = 0;
    int shift = 0;
#pragma unroll
    for (int i = 0; i < 4; i++)
        if (beaten[i] < 2) {
            field |= (unsigned int)i << shift;
            shift += 2;
        }
    return field;
#elif method == 1
    int best = 0;
#pragma unroll
    for (int i = 1; i < 4; i++)
        if (beats(m[i], i, m[best], best))
            best = i;
    int second = best == 0 ? 1 : 0;
#pragma unroll
    for (int i = 0; i < 4; i++)
        if (i != best && beats(m[i], i, m[second], second))
            second = i;
    int lo = min(best, second), hi = max(best, second);
    return (unsigned int)lo | ((unsigned int)hi << 2);
#else
    int worst = 3;
#pragma unroll
    for (int i = 2; i >= 0; i--)
        if (beats(m[worst], worst, m[i], i))
            worst = i;
    int next = worst == 3 ? 2 : 3;
#pragma unroll
    for (int i = 3; i >= 0; i--)
        if (i != worst && beats(m[next], next, m[i], i))
            next = i;
    unsigned int field = 0;
    int shift = 0;
#pragma unroll
    for (int i = 0; i < 4; i++)
        if (i != worst && i != next) {
            field |= (unsigned int)i << shift;
            shift += 2;
        }
    return field;
#endif
}

__global__ void sparse24(int *kept, unsigned char *meta, const int *dense)
{
    size_t first = ((size_t)blockIdx.x * block_size_x + threadIdx.x) * items;
    META_T meta_bits = 0;
#pragma unroll
    for (int q = 0; q < items; q++) {
        size_t group = first + q;
        int x[4], m[4];
#if vec == 4
        int4 u = *(const int4 *)(dense + group * 4);
        x[0] = u.x;
        x[1] = u.y;
        x[2] = u.z;
        x[3] = u.w;
#else
#pragma unroll
        for (int i = 0; i < 4; i++)
            x[i] = dense[group * 4 + i];
#endif
#pragma unroll
        for (int i = 0; i < 4; i++)
            m[i] = abs(x[i]);
        unsigned int field = choose_pair(m);
        int i0 = field & 3u, i1 = field >> 2;
#if vec == 4
        *(int2 *)(kept + group * 2) = make_int2(x[i0], x[i1]);
#else
        kept[group * 2] = x[i0];
        kept[group * 2 + 1] = x[i1];
#endif
        meta_bits |= (META_T)(field << (4 * q));
    }
    *(META_T *)(meta + first / 2) = meta_bits;
}

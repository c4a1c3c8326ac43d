// Held-out suite 2 (frozen). Index add (scatter-add of rows): out[idx[i], j] += src[i, j] for
// rows of D ints, one thread per element, global atomics (indices repeat).
extern "C" __global__ void index_add_atomic(const int *src, const int *idx, int *out, int m,
                                            int D)
{
    int g = blockIdx.x * blockDim.x + threadIdx.x;
    if (g < m * D) {
        int i = g / D;
        int j = g - i * D;
        atomicAdd(&out[idx[i] * D + j], src[g]);
    }
}

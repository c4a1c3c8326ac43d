// Held-out suite 2 (frozen), hand version of embedding_gather: one thread per float4 of the
// output (D / 4 threads per row, D a multiple of 4): a warp copies two whole rows with
// 16-byte accesses. The launch covers m * D / 4 threads.
extern "C" __global__ void embedding_gather_hand(const float *table, const int *idx, float *out,
                                                 int m, int D)
{
    int g = blockIdx.x * blockDim.x + threadIdx.x;
    int q = D / 4;
    int i = g / q;
    if (i < m) {
        int j = g - i * q;
        ((float4 *)out)[g] = ((const float4 *)table)[idx[i] * q + j];
    }
}

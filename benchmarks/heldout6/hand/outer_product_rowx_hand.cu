// Held-out suite 6 (frozen), hand version of outer_product_rowx: x indexes the columns
// instead, four of them per thread written as one float4 (lanes take neighbouring words of
// a row: coalesced). m is a multiple of 4; the launch covers m / 4 x n threads.
extern "C" __global__ void outer_product_rowx_hand(const float *a, const float *b, float *out,
                                                   int n, int m)
{
    int j4 = blockIdx.x * blockDim.x + threadIdx.x;
    int i = blockIdx.y * blockDim.y + threadIdx.y;
    int q = m >> 2;
    if (j4 < q && i < n) {
        float ai = a[i];
        float4 bj = ((const float4 *)b)[j4];
        float4 o;
        o.x = ai * bj.x;
        o.y = ai * bj.y;
        o.z = ai * bj.z;
        o.w = ai * bj.w;
        ((float4 *)out)[i * q + j4] = o;
    }
}

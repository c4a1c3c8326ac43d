// Held-out suite 3 (frozen), hand version of bsr2x2_spmv: one warp per block row (blocks of
// 32 x 4 threads, four block rows per block); lanes take consecutive blocks, each read as
// one float4, and the two row sums are added by warp shuffles. The launch covers 32 * nbr
// threads.
extern "C" __global__ void bsr2x2_spmv_hand(const int *browptr, const int *bcol, const float *val,
                                            const float *x, float *y, int nbr)
{
    int lane = threadIdx.x;
    int r = blockIdx.x * 4 + threadIdx.y;
    float s0 = 0.0f, s1 = 0.0f;
    if (r < nbr) {
        for (int k = browptr[r] + lane; k < browptr[r + 1]; k += 32) {
            int c = bcol[k];
            float4 v = ((const float4 *)val)[k];
            float2 xv = ((const float2 *)x)[c];
            s0 += v.x * xv.x + v.y * xv.y;
            s1 += v.z * xv.x + v.w * xv.y;
        }
    }
    for (int o = 16; o > 0; o >>= 1) {
        s0 += __shfl_xor_sync(0xffffffffu, s0, o);
        s1 += __shfl_xor_sync(0xffffffffu, s1, o);
    }
    if (r < nbr && lane == 0) {
        y[2 * r] = s0;
        y[2 * r + 1] = s1;
    }
}

// Held-out suite 3 (frozen), hand version of nchw_to_nhwc: each image is a C x HW matrix to
// transpose; a block of 32 x 8 threads moves a 32 x 32 tile through shared memory padded to
// 33 columns, reading and writing whole 128-byte rows. Grid: (HW / 32, C / 32, N) blocks,
// rounded up.
extern "C" __global__ void nchw_to_nhwc_hand(const float *in, float *out, int N, int C, int HW)
{
    __shared__ float tile[32][33];
    int tx = threadIdx.x, ty = threadIdx.y;
    int s0 = blockIdx.x * 32, c0 = blockIdx.y * 32, b = blockIdx.z;
    for (int k = ty; k < 32; k += 8) {
        int c = c0 + k, s = s0 + tx;
        if (c < C && s < HW)
            tile[k][tx] = in[(b * C + c) * HW + s];
    }
    __syncthreads();
    for (int k = ty; k < 32; k += 8) {
        int s = s0 + k, c = c0 + tx;
        if (c < C && s < HW)
            out[(b * HW + s) * C + c] = tile[tx][k];
    }
}

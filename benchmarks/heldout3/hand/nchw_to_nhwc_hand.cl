// Held-out suite 3 (frozen), hand version of nchw_to_nhwc: each image is a C x HW matrix to
// transpose; a block of 32 x 8 threads moves a 32 x 32 tile through local memory padded to
// 33 columns, reading and writing whole 128-byte rows. Grid: (HW / 32, C / 32, N) blocks,
// rounded up.
__kernel void nchw_to_nhwc_hand(__global const float *in, __global float *out, int N, int C, int HW)
{
    __local float tile[32][33];
    int tx = get_local_id(0), ty = get_local_id(1);
    int s0 = get_group_id(0) * 32, c0 = get_group_id(1) * 32, b = get_group_id(2);
    for (int k = ty; k < 32; k += 8) {
        int c = c0 + k, s = s0 + tx;
        if (c < C && s < HW)
            tile[k][tx] = in[(b * C + c) * HW + s];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int k = ty; k < 32; k += 8) {
        int s = s0 + k, c = c0 + tx;
        if (c < C && s < HW)
            out[(b * HW + s) * C + c] = tile[tx][k];
    }
}

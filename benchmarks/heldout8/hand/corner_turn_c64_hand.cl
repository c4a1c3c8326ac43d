// Held-out suite 8 (frozen), hand version of corner_turn_c64: a 32 x 32 tile of complex
// values staged in shared memory (real and imaginary tiles padded to 33 columns), read as
// float2 rows and written as float2 rows of the transposed matrix (both coalesced). Blocks
// of 32 x 8.
__kernel void corner_turn_c64_hand(__global const float *in, __global const float *win,
                                   __global float *out, int rows, int cols)
{
    __local float re[32][33];
    __local float im[32][33];
    int tx = get_local_id(0), ty = get_local_id(1);
    int c0 = get_group_id(0) * 32, r0 = get_group_id(1) * 32;
    for (int k = 0; k < 32; k += 8) {
        int c = c0 + tx, r = r0 + ty + k;
        if (c < cols && r < rows) {
            float2 v = ((__global const float2 *)in)[r * cols + c];
            float w = win[c];
            re[ty + k][tx] = v.x * w;
            im[ty + k][tx] = v.y * w;
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int k = 0; k < 32; k += 8) {
        int c = c0 + ty + k, r = r0 + tx;
        if (c < cols && r < rows)
            ((__global float2 *)out)[c * rows + r] = (float2)(re[tx][ty + k], im[tx][ty + k]);
    }
}

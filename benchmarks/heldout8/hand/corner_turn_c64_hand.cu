// Held-out suite 8 (frozen), hand version of corner_turn_c64: a 32 x 32 tile of complex
// values staged in shared memory (real and imaginary tiles padded to 33 columns), read as
// float2 rows and written as float2 rows of the transposed matrix (both coalesced). Blocks
// of 32 x 8.
extern "C" __global__ void corner_turn_c64_hand(const float *in, const float *win, float *out,
                                                int rows, int cols)
{
    __shared__ float re[32][33];
    __shared__ float im[32][33];
    int tx = threadIdx.x, ty = threadIdx.y;
    int c0 = blockIdx.x * 32, r0 = blockIdx.y * 32;
    for (int k = 0; k < 32; k += 8) {
        int c = c0 + tx, r = r0 + ty + k;
        if (c < cols && r < rows) {
            float2 v = ((const float2 *)in)[r * cols + c];
            float w = win[c];
            re[ty + k][tx] = v.x * w;
            im[ty + k][tx] = v.y * w;
        }
    }
    __syncthreads();
    for (int k = 0; k < 32; k += 8) {
        int c = c0 + ty + k, r = r0 + tx;
        if (c < cols && r < rows)
            ((float2 *)out)[c * rows + r] = make_float2(re[tx][ty + k], im[tx][ty + k]);
    }
}

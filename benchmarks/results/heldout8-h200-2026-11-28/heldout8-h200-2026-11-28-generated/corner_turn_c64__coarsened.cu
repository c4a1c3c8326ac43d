extern "C" __global__ void corner_turn_c64_cf8x_st8(const float* in, const float* win, float* out, int rows, int cols) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
    int c_0;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
    if (threadIdx.x / 8u * 64u + threadIdx.x % 8u < 32u)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
        c_0 = blockIdx.x * 32u + (threadIdx.x / 8u * 64u + threadIdx.x % 8u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
    int c_1;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
    if (threadIdx.x / 8u * 64u + threadIdx.x % 8u + 8u < 32u)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
        c_1 = blockIdx.x * 32u + (threadIdx.x / 8u * 64u + threadIdx.x % 8u + 8u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
    int c_2;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
    if (threadIdx.x / 8u * 64u + threadIdx.x % 8u + 16u < 32u)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
        c_2 = blockIdx.x * 32u + (threadIdx.x / 8u * 64u + threadIdx.x % 8u + 16u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
    int c_3;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
    if (threadIdx.x / 8u * 64u + threadIdx.x % 8u + 24u < 32u)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
        c_3 = blockIdx.x * 32u + (threadIdx.x / 8u * 64u + threadIdx.x % 8u + 24u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
    int c_4;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
    if (threadIdx.x / 8u * 64u + threadIdx.x % 8u + 32u < 32u)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
        c_4 = blockIdx.x * 32u + (threadIdx.x / 8u * 64u + threadIdx.x % 8u + 32u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
    int c_5;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
    if (threadIdx.x / 8u * 64u + threadIdx.x % 8u + 40u < 32u)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
        c_5 = blockIdx.x * 32u + (threadIdx.x / 8u * 64u + threadIdx.x % 8u + 40u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
    int c_6;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
    if (threadIdx.x / 8u * 64u + threadIdx.x % 8u + 48u < 32u)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
        c_6 = blockIdx.x * 32u + (threadIdx.x / 8u * 64u + threadIdx.x % 8u + 48u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
    int c_7;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
    if (threadIdx.x / 8u * 64u + threadIdx.x % 8u + 56u < 32u)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
        c_7 = blockIdx.x * 32u + (threadIdx.x / 8u * 64u + threadIdx.x % 8u + 56u);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
    int r = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
    if (threadIdx.x / 8u * 64u + threadIdx.x % 8u < 32u)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
        if (c_0 < cols && r < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
            float w_0 = win[c_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
            out[2 * (c_0 * rows + r)] = in[2 * (r * cols + c_0)] * w_0;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
            out[2 * (c_0 * rows + r) + 1] = in[2 * (r * cols + c_0) + 1] * w_0;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
    if (threadIdx.x / 8u * 64u + threadIdx.x % 8u + 8u < 32u)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
        if (c_1 < cols && r < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
            float w_1 = win[c_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
            out[2 * (c_1 * rows + r)] = in[2 * (r * cols + c_1)] * w_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
            out[2 * (c_1 * rows + r) + 1] = in[2 * (r * cols + c_1) + 1] * w_1;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
    if (threadIdx.x / 8u * 64u + threadIdx.x % 8u + 16u < 32u)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
        if (c_2 < cols && r < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
            float w_2 = win[c_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
            out[2 * (c_2 * rows + r)] = in[2 * (r * cols + c_2)] * w_2;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
            out[2 * (c_2 * rows + r) + 1] = in[2 * (r * cols + c_2) + 1] * w_2;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
    if (threadIdx.x / 8u * 64u + threadIdx.x % 8u + 24u < 32u)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
        if (c_3 < cols && r < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
            float w_3 = win[c_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
            out[2 * (c_3 * rows + r)] = in[2 * (r * cols + c_3)] * w_3;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
            out[2 * (c_3 * rows + r) + 1] = in[2 * (r * cols + c_3) + 1] * w_3;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
    if (threadIdx.x / 8u * 64u + threadIdx.x % 8u + 32u < 32u)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
        if (c_4 < cols && r < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
            float w_4 = win[c_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
            out[2 * (c_4 * rows + r)] = in[2 * (r * cols + c_4)] * w_4;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
            out[2 * (c_4 * rows + r) + 1] = in[2 * (r * cols + c_4) + 1] * w_4;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
    if (threadIdx.x / 8u * 64u + threadIdx.x % 8u + 40u < 32u)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
        if (c_5 < cols && r < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
            float w_5 = win[c_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
            out[2 * (c_5 * rows + r)] = in[2 * (r * cols + c_5)] * w_5;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
            out[2 * (c_5 * rows + r) + 1] = in[2 * (r * cols + c_5) + 1] * w_5;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
    if (threadIdx.x / 8u * 64u + threadIdx.x % 8u + 48u < 32u)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
        if (c_6 < cols && r < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
            float w_6 = win[c_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
            out[2 * (c_6 * rows + r)] = in[2 * (r * cols + c_6)] * w_6;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
            out[2 * (c_6 * rows + r) + 1] = in[2 * (r * cols + c_6) + 1] * w_6;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
    if (threadIdx.x / 8u * 64u + threadIdx.x % 8u + 56u < 32u)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
        if (c_7 < cols && r < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
            float w_7 = win[c_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
            out[2 * (c_7 * rows + r)] = in[2 * (r * cols + c_7)] * w_7;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
            out[2 * (c_7 * rows + r) + 1] = in[2 * (r * cols + c_7) + 1] * w_7;
        }
}

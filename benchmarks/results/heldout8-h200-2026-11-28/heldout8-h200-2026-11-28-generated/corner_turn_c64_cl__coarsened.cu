extern "C" __global__ void corner_turn_c64_cf8x_st8(const float* in, const float* win, float* out, int rows, int cols) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
    int c_0;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
    if ((unsigned long long)threadIdx.x / 8ull * 64ull + (unsigned long long)threadIdx.x % 8ull < 32ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
        c_0 = (unsigned long long)blockIdx.x * 32ull + ((unsigned long long)threadIdx.x / 8ull * 64ull + (unsigned long long)threadIdx.x % 8ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
    int c_1;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
    if ((unsigned long long)threadIdx.x / 8ull * 64ull + (unsigned long long)threadIdx.x % 8ull + 8ull < 32ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
        c_1 = (unsigned long long)blockIdx.x * 32ull + ((unsigned long long)threadIdx.x / 8ull * 64ull + (unsigned long long)threadIdx.x % 8ull + 8ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
    int c_2;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
    if ((unsigned long long)threadIdx.x / 8ull * 64ull + (unsigned long long)threadIdx.x % 8ull + 16ull < 32ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
        c_2 = (unsigned long long)blockIdx.x * 32ull + ((unsigned long long)threadIdx.x / 8ull * 64ull + (unsigned long long)threadIdx.x % 8ull + 16ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
    int c_3;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
    if ((unsigned long long)threadIdx.x / 8ull * 64ull + (unsigned long long)threadIdx.x % 8ull + 24ull < 32ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
        c_3 = (unsigned long long)blockIdx.x * 32ull + ((unsigned long long)threadIdx.x / 8ull * 64ull + (unsigned long long)threadIdx.x % 8ull + 24ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
    int c_4;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
    if ((unsigned long long)threadIdx.x / 8ull * 64ull + (unsigned long long)threadIdx.x % 8ull + 32ull < 32ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
        c_4 = (unsigned long long)blockIdx.x * 32ull + ((unsigned long long)threadIdx.x / 8ull * 64ull + (unsigned long long)threadIdx.x % 8ull + 32ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
    int c_5;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
    if ((unsigned long long)threadIdx.x / 8ull * 64ull + (unsigned long long)threadIdx.x % 8ull + 40ull < 32ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
        c_5 = (unsigned long long)blockIdx.x * 32ull + ((unsigned long long)threadIdx.x / 8ull * 64ull + (unsigned long long)threadIdx.x % 8ull + 40ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
    int c_6;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
    if ((unsigned long long)threadIdx.x / 8ull * 64ull + (unsigned long long)threadIdx.x % 8ull + 48ull < 32ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
        c_6 = (unsigned long long)blockIdx.x * 32ull + ((unsigned long long)threadIdx.x / 8ull * 64ull + (unsigned long long)threadIdx.x % 8ull + 48ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
    int c_7;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
    if ((unsigned long long)threadIdx.x / 8ull * 64ull + (unsigned long long)threadIdx.x % 8ull + 56ull < 32ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
        c_7 = (unsigned long long)blockIdx.x * 32ull + ((unsigned long long)threadIdx.x / 8ull * 64ull + (unsigned long long)threadIdx.x % 8ull + 56ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
    int r = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
    if ((unsigned long long)threadIdx.x / 8ull * 64ull + (unsigned long long)threadIdx.x % 8ull < 32ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
        if (c_0 < cols && r < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
            float w_0 = win[c_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
            out[2 * (c_0 * rows + r)] = in[2 * (r * cols + c_0)] * w_0;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
            out[2 * (c_0 * rows + r) + 1] = in[2 * (r * cols + c_0) + 1] * w_0;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
    if ((unsigned long long)threadIdx.x / 8ull * 64ull + (unsigned long long)threadIdx.x % 8ull + 8ull < 32ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
        if (c_1 < cols && r < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
            float w_1 = win[c_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
            out[2 * (c_1 * rows + r)] = in[2 * (r * cols + c_1)] * w_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
            out[2 * (c_1 * rows + r) + 1] = in[2 * (r * cols + c_1) + 1] * w_1;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
    if ((unsigned long long)threadIdx.x / 8ull * 64ull + (unsigned long long)threadIdx.x % 8ull + 16ull < 32ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
        if (c_2 < cols && r < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
            float w_2 = win[c_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
            out[2 * (c_2 * rows + r)] = in[2 * (r * cols + c_2)] * w_2;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
            out[2 * (c_2 * rows + r) + 1] = in[2 * (r * cols + c_2) + 1] * w_2;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
    if ((unsigned long long)threadIdx.x / 8ull * 64ull + (unsigned long long)threadIdx.x % 8ull + 24ull < 32ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
        if (c_3 < cols && r < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
            float w_3 = win[c_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
            out[2 * (c_3 * rows + r)] = in[2 * (r * cols + c_3)] * w_3;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
            out[2 * (c_3 * rows + r) + 1] = in[2 * (r * cols + c_3) + 1] * w_3;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
    if ((unsigned long long)threadIdx.x / 8ull * 64ull + (unsigned long long)threadIdx.x % 8ull + 32ull < 32ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
        if (c_4 < cols && r < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
            float w_4 = win[c_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
            out[2 * (c_4 * rows + r)] = in[2 * (r * cols + c_4)] * w_4;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
            out[2 * (c_4 * rows + r) + 1] = in[2 * (r * cols + c_4) + 1] * w_4;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
    if ((unsigned long long)threadIdx.x / 8ull * 64ull + (unsigned long long)threadIdx.x % 8ull + 40ull < 32ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
        if (c_5 < cols && r < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
            float w_5 = win[c_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
            out[2 * (c_5 * rows + r)] = in[2 * (r * cols + c_5)] * w_5;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
            out[2 * (c_5 * rows + r) + 1] = in[2 * (r * cols + c_5) + 1] * w_5;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
    if ((unsigned long long)threadIdx.x / 8ull * 64ull + (unsigned long long)threadIdx.x % 8ull + 48ull < 32ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
        if (c_6 < cols && r < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
            float w_6 = win[c_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
            out[2 * (c_6 * rows + r)] = in[2 * (r * cols + c_6)] * w_6;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
            out[2 * (c_6 * rows + r) + 1] = in[2 * (r * cols + c_6) + 1] * w_6;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
    if ((unsigned long long)threadIdx.x / 8ull * 64ull + (unsigned long long)threadIdx.x % 8ull + 56ull < 32ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
        if (c_7 < cols && r < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
            float w_7 = win[c_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
            out[2 * (c_7 * rows + r)] = in[2 * (r * cols + c_7)] * w_7;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
            out[2 * (c_7 * rows + r) + 1] = in[2 * (r * cols + c_7) + 1] * w_7;
        }
}

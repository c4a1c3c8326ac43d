extern "C" __global__ void corner_turn_c64_cf2x(const float* in, const float* win, float* out, int rows, int cols) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
    int c_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
    int c_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
    int r = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
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
    if (c_1 < cols && r < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
        float w_1 = win[c_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
        out[2 * (c_1 * rows + r)] = in[2 * (r * cols + c_1)] * w_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
        out[2 * (c_1 * rows + r) + 1] = in[2 * (r * cols + c_1) + 1] * w_1;
    }
}

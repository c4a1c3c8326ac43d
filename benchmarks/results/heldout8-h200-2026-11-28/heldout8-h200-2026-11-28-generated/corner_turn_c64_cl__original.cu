extern "C" __global__ void corner_turn_c64(const float* in, const float* win, float* out, int rows, int cols) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
    int c = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
    int r = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
    if (c < cols && r < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
        float w = win[c];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
        out[2 * (c * rows + r)] = in[2 * (r * cols + c)] * w;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
        out[2 * (c * rows + r) + 1] = in[2 * (r * cols + c) + 1] * w;
    }
}

extern "C" __global__ void corner_turn_c64(const float* in, const float* win, float* out, int rows, int cols) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
    int c = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
    int r = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
    if (c < cols && r < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
        float w = win[c];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
        out[2 * (c * rows + r)] = in[2 * (r * cols + c)] * w;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
        out[2 * (c * rows + r) + 1] = in[2 * (r * cols + c) + 1] * w;
    }
}

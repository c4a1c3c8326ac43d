extern "C" __global__ void corner_turn_c64_cf2x(const float* in, const float* win, float* out, int rows, int cols) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
    int c_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
    int c_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
    int r = blockIdx.y * blockDim.y + threadIdx.y;
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
    if (c_1 < cols && r < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
        float w_1 = win[c_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
        out[2 * (c_1 * rows + r)] = in[2 * (r * cols + c_1)] * w_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
        out[2 * (c_1 * rows + r) + 1] = in[2 * (r * cols + c_1) + 1] * w_1;
    }
}

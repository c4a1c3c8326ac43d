extern "C" __global__ void box_sum1d_r16_cf2x(const float* x, float* y, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cu"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cu"
        float s_0 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cu"
        for (int k_0 = -16; k_0 <= 16; ++k_0) {
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cu"
            int j_0 = min(max(i_0 + k_0, 0), n - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cu"
            s_0 += x[j_0];
        }
#line 12 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cu"
        y[i_0] = s_0;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cu"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cu"
        float s_1 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cu"
        for (int k_1 = -16; k_1 <= 16; ++k_1) {
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cu"
            int j_1 = min(max(i_1 + k_1, 0), n - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cu"
            s_1 += x[j_1];
        }
#line 12 "/work/main/.stage/main/benchmarks/heldout11/kernels/box_sum1d_r16.cu"
        y[i_1] = s_1;
    }
}

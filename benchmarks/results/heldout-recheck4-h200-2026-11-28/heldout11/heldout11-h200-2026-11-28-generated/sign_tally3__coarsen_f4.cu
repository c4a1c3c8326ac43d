extern "C" __global__ void sign_tally3_cf4x(const float* x, int* counts, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
        float v_0 = x[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
        int k_0 = v_0 < 0.0f ? 0 : v_0 == 0.0f ? 1 : 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
        atomicAdd(&counts[k_0], 1);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
        float v_1 = x[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
        int k_1 = v_1 < 0.0f ? 0 : v_1 == 0.0f ? 1 : 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
        atomicAdd(&counts[k_1], 1);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
        float v_2 = x[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
        int k_2 = v_2 < 0.0f ? 0 : v_2 == 0.0f ? 1 : 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
        atomicAdd(&counts[k_2], 1);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
        float v_3 = x[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
        int k_3 = v_3 < 0.0f ? 0 : v_3 == 0.0f ? 1 : 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/sign_tally3.cu"
        atomicAdd(&counts[k_3], 1);
    }
}

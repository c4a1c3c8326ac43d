extern "C" __global__ void cubic_chunk16_thread_cf2x(const float* x, float* y, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cu"
    int first_0 = (blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u) * 16;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cu"
    int first_1 = (blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u)) * 16;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cu"
    for (int k = 0; k < 16; ++k) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cu"
        int i_0 = first_0 + k;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cu"
        int i_1 = first_1 + k;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cu"
        if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cu"
            float v_0 = x[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cu"
            y[i_0] = v_0 * v_0 * v_0 - v_0;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cu"
        if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cu"
            float v_1 = x[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cu"
            y[i_1] = v_1 * v_1 * v_1 - v_1;
        }
    }
}

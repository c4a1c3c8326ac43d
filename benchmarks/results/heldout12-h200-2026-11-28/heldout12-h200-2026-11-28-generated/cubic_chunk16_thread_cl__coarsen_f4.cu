extern "C" __global__ void cubic_chunk16_thread_cf4x(const float* x, float* y, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cl"
    int first_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull * 16;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cl"
    int first_1 = ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull) * 16;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cl"
    int first_2 = ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull) * 16;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cl"
    int first_3 = ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull) * 16;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cl"
    for (int k = 0; k < 16; ++k) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cl"
        int i_0 = first_0 + k;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cl"
        int i_1 = first_1 + k;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cl"
        int i_2 = first_2 + k;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cl"
        int i_3 = first_3 + k;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cl"
        if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cl"
            float v_0 = x[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cl"
            y[i_0] = v_0 * v_0 * v_0 - v_0;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cl"
        if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cl"
            float v_1 = x[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cl"
            y[i_1] = v_1 * v_1 * v_1 - v_1;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cl"
        if (i_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cl"
            float v_2 = x[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cl"
            y[i_2] = v_2 * v_2 * v_2 - v_2;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cl"
        if (i_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cl"
            float v_3 = x[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cl"
            y[i_3] = v_3 * v_3 * v_3 - v_3;
        }
    }
}

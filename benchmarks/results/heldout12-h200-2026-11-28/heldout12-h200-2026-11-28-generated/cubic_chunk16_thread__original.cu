extern "C" __global__ void cubic_chunk16_thread(const float* x, float* y, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cu"
    int first = (blockIdx.x * blockDim.x + threadIdx.x) * 16;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cu"
    for (int k = 0; k < 16; ++k) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cu"
        int i = first + k;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cu"
        if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cu"
            float v = x[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cu"
            y[i] = v * v * v - v;
        }
    }
}

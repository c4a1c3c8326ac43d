extern "C" __global__ void row_maxabs_thread(const float* A, float* amax, int rows, int cols) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cu"
    int r = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cu"
    if (r < rows) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cu"
        float m = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cu"
        for (int c = 0; c < cols; ++c)
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cu"
            m = fmaxf(m, fabsf(A[r * cols + c]));
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cu"
        amax[r] = m;
    }
}

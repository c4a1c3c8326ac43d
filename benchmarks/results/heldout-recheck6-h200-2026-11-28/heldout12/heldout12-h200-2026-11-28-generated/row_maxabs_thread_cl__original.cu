extern "C" __global__ void row_maxabs_thread(const float* A, float* amax, int rows, int cols) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
    int r = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
    if (r < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
        float m = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
        for (int c = 0; c < cols; ++c)
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
            m = fmaxf(m, fabsf(A[r * cols + c]));
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
        amax[r] = m;
    }
}

extern "C" __global__ void row_absmax_scale(const float* A, float* scale, int rows, int cols) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
    int r = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
    if (r < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
        float m = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
        for (int c = 0; c < cols; c++)
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
            m = fmaxf(m, fabsf(A[r * cols + c]));
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cl"
        scale[r] = m / 127.0f;
    }
}

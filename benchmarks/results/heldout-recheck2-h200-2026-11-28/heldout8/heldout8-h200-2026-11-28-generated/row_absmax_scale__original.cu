extern "C" __global__ void row_absmax_scale(const float* A, float* scale, int rows, int cols) {
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cu"
    int r = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cu"
    if (r < rows) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cu"
        float m = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cu"
        for (int c = 0; c < cols; c++)
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cu"
            m = fmaxf(m, fabsf(A[r * cols + c]));
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/row_absmax_scale.cu"
        scale[r] = m / 127.0f;
    }
}

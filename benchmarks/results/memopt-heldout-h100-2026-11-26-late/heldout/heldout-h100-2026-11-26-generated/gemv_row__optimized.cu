extern "C" __global__ void gemv_row_opt(const float* A, const float* x, float* y, int rows, int cols) {
#line 5 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/gemv_row.cu"
    int i = blockIdx.x * blockDim.y + threadIdx.y;
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/gemv_row.cu"
    if (i < rows) {
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/gemv_row.cu"
        float s = 0.0f;
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/gemv_row.cu"
        if (threadIdx.x != 0u)
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/gemv_row.cu"
            s = 0.0f;
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/gemv_row.cu"
        for (int j = 0 + (int)threadIdx.x; j < cols; j += 32)
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/gemv_row.cu"
            s += A[i * cols + j] * x[j];
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/gemv_row.cu"
        s += __shfl_xor_sync(4294967295u, s, 16);
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/gemv_row.cu"
        s += __shfl_xor_sync(4294967295u, s, 8);
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/gemv_row.cu"
        s += __shfl_xor_sync(4294967295u, s, 4);
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/gemv_row.cu"
        s += __shfl_xor_sync(4294967295u, s, 2);
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/gemv_row.cu"
        s += __shfl_xor_sync(4294967295u, s, 1);
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/gemv_row.cu"
        y[i] = s;
    }
}

extern "C" __global__ void row_dot_pairs_opt(const float* A, const float* B, float* d, int rows, int cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
    int r = blockIdx.x * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
    if (r < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
        float s = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
        if (threadIdx.x != 0u)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
            s = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
        for (int j = 0 + (int)threadIdx.x; j < cols; j += 32)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
            s += A[r * cols + j] * B[r * cols + j];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
        s += __shfl_xor_sync(4294967295u, s, 16);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
        s += __shfl_xor_sync(4294967295u, s, 8);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
        s += __shfl_xor_sync(4294967295u, s, 4);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
        s += __shfl_xor_sync(4294967295u, s, 2);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
        s += __shfl_xor_sync(4294967295u, s, 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cu"
        d[r] = s;
    }
}

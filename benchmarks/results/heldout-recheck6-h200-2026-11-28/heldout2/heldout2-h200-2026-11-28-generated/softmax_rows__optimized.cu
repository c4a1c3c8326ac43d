extern "C" __global__ void softmax_rows_opt(const float* in, float* out, int rows, int cols) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
    int r = blockIdx.x * blockDim.y + threadIdx.y;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
    if (r < rows) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        float m = in[r * cols];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        for (int c = 0 + (int)threadIdx.x; c < cols; c += 32)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
            if (c >= 1)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
                m = fmaxf(m, in[r * cols + c]);
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        m = fmaxf(m, __shfl_xor_sync(4294967295u, m, 16));
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        m = fmaxf(m, __shfl_xor_sync(4294967295u, m, 8));
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        m = fmaxf(m, __shfl_xor_sync(4294967295u, m, 4));
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        m = fmaxf(m, __shfl_xor_sync(4294967295u, m, 2));
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        m = fmaxf(m, __shfl_xor_sync(4294967295u, m, 1));
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        float s = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        if (threadIdx.x != 0u)
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
            s = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        for (int c_1 = 0 + (int)threadIdx.x; c_1 < cols; c_1 += 32)
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
            s += expf(in[r * cols + c_1] - m);
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        s += __shfl_xor_sync(4294967295u, s, 16);
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        s += __shfl_xor_sync(4294967295u, s, 8);
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        s += __shfl_xor_sync(4294967295u, s, 4);
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        s += __shfl_xor_sync(4294967295u, s, 2);
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        s += __shfl_xor_sync(4294967295u, s, 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        float inv = 1.0f / s;
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        for (int c_2 = 0 + (int)threadIdx.x; c_2 < cols; c_2 += 32)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
            out[r * cols + c_2] = expf(in[r * cols + c_2] - m) * inv;
    }
}

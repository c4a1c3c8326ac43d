extern "C" __global__ void softmax_rows(const float* in, float* out, int rows, int cols) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
    int r = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
    if (r < rows) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        float m = in[r * cols];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        for (int c = 1; c < cols; c++)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
            m = fmaxf(m, in[r * cols + c]);
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        float s = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        for (int c_1 = 0; c_1 < cols; c_1++)
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
            s += expf(in[r * cols + c_1] - m);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        float inv = 1.0f / s;
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        for (int c_2 = 0; c_2 < cols; c_2++)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
            out[r * cols + c_2] = expf(in[r * cols + c_2] - m) * inv;
    }
}

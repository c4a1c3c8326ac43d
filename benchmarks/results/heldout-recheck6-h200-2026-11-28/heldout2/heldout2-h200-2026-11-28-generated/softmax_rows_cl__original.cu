extern "C" __global__ void softmax_rows(const float* in, float* out, int rows, int cols) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
    int r = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
    if (r < rows) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        float m = in[r * cols];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        for (int c = 1; c < cols; c++)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
            m = fmaxf(m, in[r * cols + c]);
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        float s = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        for (int c_1 = 0; c_1 < cols; c_1++)
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
            s += expf(in[r * cols + c_1] - m);
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        float inv = 1.0f / s;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        for (int c_2 = 0; c_2 < cols; c_2++)
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
            out[r * cols + c_2] = expf(in[r * cols + c_2] - m) * inv;
    }
}

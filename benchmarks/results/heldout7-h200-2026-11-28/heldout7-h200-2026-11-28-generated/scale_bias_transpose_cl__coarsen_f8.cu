extern "C" __global__ void scale_bias_transpose_cf8x(const float* in, const float* bias, float* out, float scale, int rows, int cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cl"
    int c_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cl"
    int c_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cl"
    int c_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cl"
    int c_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cl"
    int c_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cl"
    int c_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cl"
    int c_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cl"
    int c_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cl"
    int r = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cl"
    if (c_0 < cols && r < rows)
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cl"
        out[c_0 * rows + r] = in[r * cols + c_0] * scale + bias[c_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cl"
    if (c_1 < cols && r < rows)
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cl"
        out[c_1 * rows + r] = in[r * cols + c_1] * scale + bias[c_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cl"
    if (c_2 < cols && r < rows)
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cl"
        out[c_2 * rows + r] = in[r * cols + c_2] * scale + bias[c_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cl"
    if (c_3 < cols && r < rows)
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cl"
        out[c_3 * rows + r] = in[r * cols + c_3] * scale + bias[c_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cl"
    if (c_4 < cols && r < rows)
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cl"
        out[c_4 * rows + r] = in[r * cols + c_4] * scale + bias[c_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cl"
    if (c_5 < cols && r < rows)
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cl"
        out[c_5 * rows + r] = in[r * cols + c_5] * scale + bias[c_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cl"
    if (c_6 < cols && r < rows)
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cl"
        out[c_6 * rows + r] = in[r * cols + c_6] * scale + bias[c_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cl"
    if (c_7 < cols && r < rows)
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cl"
        out[c_7 * rows + r] = in[r * cols + c_7] * scale + bias[c_7];
}

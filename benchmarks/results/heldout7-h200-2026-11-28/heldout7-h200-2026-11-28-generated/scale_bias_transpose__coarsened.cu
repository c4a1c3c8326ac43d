extern "C" __global__ void scale_bias_transpose_cf4x_st8(const float* in, const float* bias, float* out, float scale, int rows, int cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cu"
    int c_0 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 8u * 32u + threadIdx.x % 8u);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cu"
    int c_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 8u * 32u + threadIdx.x % 8u + 8u);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cu"
    int c_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 8u * 32u + threadIdx.x % 8u + 16u);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cu"
    int c_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 8u * 32u + threadIdx.x % 8u + 24u);
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cu"
    int r = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cu"
    if (c_0 < cols && r < rows)
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cu"
        out[c_0 * rows + r] = in[r * cols + c_0] * scale + bias[c_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cu"
    if (c_1 < cols && r < rows)
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cu"
        out[c_1 * rows + r] = in[r * cols + c_1] * scale + bias[c_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cu"
    if (c_2 < cols && r < rows)
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cu"
        out[c_2 * rows + r] = in[r * cols + c_2] * scale + bias[c_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cu"
    if (c_3 < cols && r < rows)
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/scale_bias_transpose.cu"
        out[c_3 * rows + r] = in[r * cols + c_3] * scale + bias[c_3];
}
